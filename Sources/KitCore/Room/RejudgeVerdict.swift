import Foundation

/// What a rejudge found beside what the learner shared, and whether the two agree.
struct RejudgeVerdict: Encodable {
  /// The part of the copy's `kit check --json` a rejudge reads (`docs/runner.md`).
  struct Check: Codable, Equatable {
    struct Summary: Codable, Equatable {
      var passed: Int
      var total: Int
      var next: String?
      var compiled: Bool
    }

    struct Stage: Codable, Equatable {
      var id: String
      var verdict: String
      var done: Bool
    }

    var exercise: String
    var mode: String
    var green: Bool
    var summary: Summary?
    var stages: [Stage]?
  }

  var version = 1
  var learner: String
  var exercise: String
  /// The learner's shared commit, and the kit's commit the copy was made at.
  var commit: String
  var kit: String
  var here: Check
  var sharedStatus: ExerciseStatus?
  var sharedGreen: Int?
  var sharedTotal: Int?
  var sharedVerdicts: [String: String]

  /// The same done-or-not, the same count of items green, and (test-first) the same
  /// verdict for every stage the learner's record names.
  var agrees: Bool {
    let sharedDone = sharedStatus == .done
    guard sharedDone == here.green else { return false }
    if let sharedGreen, let passed = here.summary?.passed, sharedGreen != passed { return false }
    let verdicts = Dictionary(
      (here.stages ?? []).map { ($0.id, $0.verdict) }, uniquingKeysWith: { first, _ in first })
    return sharedVerdicts.allSatisfy { verdicts[$0.key] == nil || verdicts[$0.key] == $0.value }
  }

  func text() -> String {
    let passed = here.summary.map { "\($0.passed) of \($0.total) green" } ?? "not judged"
    let shared =
      (sharedStatus?.label ?? "nothing")
      + (sharedGreen.map { ", \($0) of \(sharedTotal ?? 0) green" } ?? "")
    var text =
      "Rejudged \(PlainText.safe(learner))'s \(exercise) (shared commit \(commit.prefix(10))) "
      + "in a copy of this kit at \(kit.prefix(10)):\n"
      + "  here:   \(here.green ? "green" : "not green"), \(passed)"
      + (here.summary?.next.map { "; next: \(PlainText.safe($0))" } ?? "") + "\n"
      + "  shared: \(shared)\n"
    for stage in here.stages ?? [] {
      let theirs = sharedVerdicts[stage.id].map { " (shared: \(PlainText.safe($0)))" } ?? ""
      text += "    stage \(stage.id): \(stage.verdict)\(theirs)\n"
    }
    text +=
      agrees
      ? "They agree.\n"
      : "They disagree: what was shared is not what this machine finds in the shared code. "
        + "Ask the learner to check and share again, and look at the code together.\n"
    return text
  }

  private enum CodingKeys: String, CodingKey {
    case version, learner, exercise, commit, kit, here, sharedStatus, sharedGreen, sharedTotal
    case sharedVerdicts, agrees
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(learner, forKey: .learner)
    try container.encode(exercise, forKey: .exercise)
    try container.encode(commit, forKey: .commit)
    try container.encode(kit, forKey: .kit)
    try container.encode(here, forKey: .here)
    try container.encodeIfPresent(sharedStatus, forKey: .sharedStatus)
    try container.encodeIfPresent(sharedGreen, forKey: .sharedGreen)
    try container.encodeIfPresent(sharedTotal, forKey: .sharedTotal)
    try container.encode(sharedVerdicts, forKey: .sharedVerdicts)
    try container.encode(agrees, forKey: .agrees)
  }

  func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
