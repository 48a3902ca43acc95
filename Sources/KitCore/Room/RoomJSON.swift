import Foundation

/// `kit room --json`: the room for other tools, version 1, documented in `docs/runner.md`.
/// Fields may be added; none will be renamed.
struct RoomJSON: Encodable {
  struct Learner: Encodable {
    var name: String
    var sharedAt: Date
    var commit: String
    var withCode: Bool
    var exercise: String?
    var exerciseTitle: String?
    var exerciseDone: Bool
    var stage: String?
    var done: Int
    var exercises: Int
    var lastCheck: Date?
    var lastGreen: Date?
    var minutesSinceGreen: Int?
    var redStreak: Int
    /// The newest checks that made no progress, what `stuck` counts.
    var checksWithoutProgress: Int
    var lastFailure: String?
    var verdicts: [String: String]
    var hintLevel: Int?
    var mode: LearningMode?
    /// The newest lights' glyphs, oldest first (at most 20).
    var recent: String
    var lights: LightCounts
    var flags: [HistoryFlag]
    var stuck: Bool
    var stuckBecause: String?
  }

  struct Skipped: Encodable {
    var name: String
    var reason: String
  }

  var version = 1
  var room: String
  var generatedAt: Date
  var sort: String
  var stuckRule: StuckRule
  var learners: [Learner]
  var skipped: [Skipped]
  var stages: [StageStatistics.Row]

  init(_ view: RoomView) {
    room = view.room
    generatedAt = view.generatedAt
    sort = view.sort.rawValue
    stuckRule = view.rule
    skipped = view.skipped.map { Skipped(name: $0.name, reason: $0.reason) }
    stages = view.stages.rows
    learners = view.learners.map { learner in
      Learner(
        name: learner.name, sharedAt: learner.shared.document.sharedAt,
        commit: learner.shared.commit, withCode: learner.shared.document.withCode,
        exercise: learner.working, exerciseTitle: learner.workingTitle,
        exerciseDone: learner.workingDone, stage: learner.stage, done: learner.done,
        exercises: learner.exercises, lastCheck: learner.lastLight, lastGreen: learner.lastGreen,
        minutesSinceGreen: RoomLearner.minutes(since: learner.lastGreen, now: view.generatedAt),
        redStreak: learner.redStreak, checksWithoutProgress: learner.stall.checks,
        lastFailure: learner.lastFailure,
        verdicts: learner.verdicts, hintLevel: learner.hintLevel, mode: learner.mode,
        recent: learner.strip(20),
        lights: LightCounts(colours: learner.lights.exercises.flatMap(\.colours)),
        flags: learner.flags, stuck: learner.stuck != nil, stuckBecause: learner.stuck)
    }
  }

  func text() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

extension LightCounts {
  /// The counts of `colours`.
  init(colours: [LightColour]) {
    self.init([])
    for colour in colours {
      switch colour {
      case .red: red += 1
      case .amber: amber += 1
      case .green: green += 1
      case .crashed: crashed += 1
      case .timedOut: timedOut += 1
      }
    }
  }
}
