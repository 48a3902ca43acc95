import Foundation

/// `kit room --csv`: one row per learner for a spreadsheet, the columns of the terminal's
/// table. Fields are quoted as RFC 4180 says, and a field a spreadsheet would take for a
/// formula (`=`, `+`, `-`, `@` first) gets a `'` in front: a learner's name or failure
/// message must never run as a formula on the instructor's machine.
enum RoomCSV {
  static let header = [
    "name", "exercise", "stage", "exercise_done", "done", "exercises", "last_check",
    "minutes_since_green", "red_streak", "stuck", "hint_level", "mode", "last_failure",
    "verdicts", "shared_at", "checks_without_progress",
  ]

  static func text(_ view: RoomView) -> String {
    var lines = [header.joined(separator: ",")]
    for learner in view.learners {
      let verdicts = learner.verdicts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      let minutes = RoomLearner.minutes(since: learner.lastGreen, now: view.generatedAt)
      var fields: [String] = [learner.name, learner.working ?? "", learner.stage ?? ""]
      fields += [learner.workingDone ? "yes" : "no", "\(learner.done)", "\(learner.exercises)"]
      fields += [learner.lastLight.map(iso) ?? "", minutes.map(String.init) ?? ""]
      fields += ["\(learner.redStreak)", learner.stuck ?? ""]
      fields += [learner.hintLevel.map(String.init) ?? "", learner.mode?.rawValue ?? ""]
      fields += [learner.lastFailure ?? "", verdicts.joined(separator: "; ")]
      fields += [iso(learner.shared.document.sharedAt), "\(learner.stall.checks)"]
      lines.append(fields.map(field).joined(separator: ","))
    }
    return lines.joined(separator: "\r\n") + "\r\n"
  }

  /// One field, safe and quoted when it must be.
  static func field(_ text: String) -> String {
    var value = PlainText.safe(text)
    if let first = value.first, "=+-@".contains(first) { value = "'" + value }
    guard value.contains(where: { ",\"\r\n".contains($0) }) || value.hasPrefix(" ") else {
      return value
    }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  private static func iso(_ date: Date) -> String {
    date.formatted(.iso8601)
  }
}
