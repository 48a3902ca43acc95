/// Compares one run of an exercise variant with what the manifest expects of it.
enum VariantCheck {
  /// The problems with `run`, given the tests expected to fail (with a substring of
  /// their message) and every other walkthrough test expected to pass. Tests of
  /// write-the-test stages are `optional`: the learner writes them, so the starter and
  /// the snapshots do not have them.
  static func problems(
    in run: TestRun, expectedFailures: [ExpectedFailure], walkthroughTests: [String],
    optional: Set<String> = []
  ) -> [String] {
    if run.timedOut { return ["timed out"] }
    if let first = run.compileErrors.first {
      return ["does not compile: \(first)"]
    }
    var problems: [String] = []
    let expected = Dictionary(expectedFailures.map { ($0.test, $0.reason) }) { first, _ in first }
    for test in walkthroughTests {
      let outcome = run.outcome(of: test)
      if outcome == .notRun {
        if !optional.contains(test) { problems.append("\(test) did not run (renamed or deleted?)") }
      } else if let reason = expected[test] {
        if outcome.isPassed {
          problems.append("\(test) passed, but should fail with “\(reason)”")
        } else if !outcome.message.contains(reason) {
          problems.append(
            "\(test) failed for another reason: “\(FailureSummary.oneLine(outcome.message))”, expected “\(reason)”"
          )
        }
      } else if !outcome.isPassed {
        problems.append("\(test) should pass but \(describe(outcome))")
      }
    }
    let listed = Set(walkthroughTests)
    for test in run.outcomes.keys.sorted() where !listed.contains(test) {
      problems.append("\(test) ran but no stage of the manifest lists it")
    }
    return problems
  }

  static func describe(_ outcome: TestOutcome) -> String {
    switch outcome {
    case .crashed(let message): message
    default: "failed: “\(FailureSummary.oneLine(outcome.message))”"
    }
  }

}
