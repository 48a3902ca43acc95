import Foundation

/// `kit room` in a terminal: a heading with the stuck rule, then two or three lines per
/// learner: the row (stuck mark, name, exercise and stage, done, last green, red streak,
/// hint level, the newest lights), the last failure, and the verdicts and flags.
enum RoomText {
  static func text(_ view: RoomView, width: Int? = nil) -> String {
    let now = view.generatedAt
    let plural = view.learners.count == 1 ? "" : "s"
    var text =
      "The room at \(view.room): \(view.learners.count) learner\(plural), "
      + "\(view.stuckCount) stuck · \(Timestamp.readable(now))\n"
      + "(stuck: \(view.rule.sentence); sorted by \(view.sort.rawValue))\n\n"
    guard !view.learners.isEmpty || !view.skipped.isEmpty else {
      return text + "Nobody has shared yet: learners run kit share --room \(view.room).\n"
    }
    let names = view.learners.map { PlainText.cut(PlainText.safe($0.name), 24) }
    let places = view.learners.map(place)
    let greens = view.learners.map { learner in
      RoomLearner.minutes(since: learner.lastGreen, now: now).map { "\($0) min ago" } ?? "never"
    }
    let nameWidth = max(7, names.map(\.count).max() ?? 0)
    let placeWidth = max(2, places.map(\.count).max() ?? 0)
    let greenWidth = max(10, greens.map(\.count).max() ?? 0)
    text +=
      "  " + pad("learner", nameWidth) + "  " + pad("on", placeWidth) + "  done    "
      + pad("last green", greenWidth) + "  stalled  hint  lights (newest last)\n"
    let limit = max(40, (width ?? 100) - 16)
    for (index, learner) in view.learners.enumerated() {
      let green = greens[index]
      let lights = learner.strip(12)
      text +=
        (learner.stuck != nil ? "⚑ " : "  ") + pad(names[index], nameWidth) + "  "
        + pad(places[index], placeWidth) + "  " + pad("\(learner.done)/\(learner.exercises)", 6)
        + "  " + pad(green, greenWidth) + "  " + pad("\(learner.stall.checks)", 7) + "  "
        + pad(learner.hintLevel.map(String.init) ?? "–", 4) + "  " + lights + "\n"
      let indent = String(repeating: " ", count: nameWidth + 4)
      if let stuck = learner.stuck { text += indent + "stuck: \(stuck)\n" }
      if let failure = learner.lastFailure, !learner.workingDone {
        text += indent + "last failure: " + PlainText.cut(PlainText.safe(failure), limit) + "\n"
      }
      let notes = details(learner)
      if !notes.isEmpty { text += indent + PlainText.cut(PlainText.safe(notes), limit + 14) + "\n" }
    }
    if !view.skipped.isEmpty {
      text += "\nSkipped (not a report this kit can show):\n"
      for (name, reason) in view.skipped {
        text += "  \(PlainText.safe(name)): \(PlainText.safe(reason))\n"
      }
    }
    return text
  }

  /// `03 · two-sections`, `03 · done`, `03 · changed since green`, or `–` before any check.
  static func place(_ learner: RoomLearner) -> String {
    guard let working = learner.working else { return "–" }
    let stage =
      learner.workingDone
      ? "done" : learner.stage ?? (learner.changedSinceGreen ? "changed since green" : "…")
    return PlainText.safe("\(working) · \(PlainText.cut(stage, 28))")
  }

  /// The verdicts of the newest light and the flags, on one line.
  static func details(_ learner: RoomLearner) -> String {
    var parts: [String] = []
    if !learner.verdictRow.isEmpty { parts.append(learner.verdictRow.joined(separator: " · ")) }
    let kinds = Set(learner.flags.map(\.kind.rawValue)).sorted()
    if !kinds.isEmpty {
      parts.append(
        "flags: "
          + kinds.map { $0.replacingOccurrences(of: "-", with: " ") }.joined(separator: ", "))
    }
    if learner.mode == .testFirst { parts.append("test-first") }
    return parts.joined(separator: " · ")
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}

extension RoomText {
  /// `kit room --learner NAME`: each exercise the learner touched, with its lights.
  static func history(_ learner: RoomLearner) -> String {
    var text = "\nHistory of \(PlainText.safe(learner.name)), times in UTC:\n"
    for record in learner.shared.document.progress.exercises {
      let lights = learner.lights[record.id]
      let count = lights?.count ?? 0
      guard record.status != .notStarted || count > 0 else { continue }
      let green = record.testsGreen.map { " · \($0) of \(record.testsTotal) green" } ?? ""
      text += "  \(record.id) \(record.status.label)\(green) · \(record.mode.rawValue)"
      text += " · \(count) check\(count == 1 ? "" : "s")\n"
      if let lights, count > 0 {
        text +=
          "     \(Timestamp.clock(lights.date(0), in: .gmt)) … \(Timestamp.clock(lights.date(count - 1), in: .gmt)): "
        text += lights.colours.suffix(40).map(\.glyph).joined() + "\n"
      }
      for flag in record.flags { text += "     · \(PlainText.safe(flag.sentence))\n" }
    }
    if learner.shared.document.withCode {
      text += "Code shared with each share: kit room URL --learner \(learner.name) --rejudge NN\n"
    }
    return text
  }
}
