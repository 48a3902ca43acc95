import Foundation

/// A test-first learner's verdicts as a row shows them: only the stages they wrote a test
/// for, those not settled first, each group in walkthrough order, with what got through a
/// weak test and what a wrong one expects:
/// `item-description ✗ weak (2 of 4 got through) · item-timestamp ✗ wrong (expects …) · item-title ✓`.
///
/// Every verdict of every stage, "not written" included, in alphabetical order, buried the
/// one weak test an instructor should go and see.
enum VerdictRow {
  /// The parts of the row for a light's `verdicts`, `survivors` and `diagnoses` on `exercise`.
  static func parts(
    verdicts: [String: String], survivors: [String], diagnoses: [String], exercise: Exercise?
  ) -> [String] {
    let order = exercise?.stages.map(\.id) ?? []
    let written = verdicts.filter { $0.value != "not written" && $0.value != "given" }
    let stages = written.keys.sorted { a, b in
      let left = (written[a] == "proven" ? 1 : 0, order.firstIndex(of: a) ?? order.count, a)
      let right = (written[b] == "proven" ? 1 : 0, order.firstIndex(of: b) ?? order.count, b)
      return left < right
    }
    let mutants = exercise?.mutants ?? []
    return stages.map { stage in
      let verdict = written[stage] ?? ""
      guard verdict != "proven" else { return "\(stage) ✓" }
      let aimed = mutants.filter { $0.stage == stage }
      var text = "\(stage) ✗ \(verdict)"
      if verdict == "weak" {
        let through = Set(survivors).intersection(aimed.map(\.id))
        text += " (\(through.count) of \(aimed.count) got through)"
      } else if verdict == "wrong",
        let expected = aimed.first(where: { diagnoses.contains($0.id) })
      {
        let words = TestFirstCheck.Outcome.withoutAside(expected.readableDescription)
        text += " (expects: \(PlainText.cut(words, 80)))"
      }
      return text
    }
  }
}
