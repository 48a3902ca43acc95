import Foundation

/// One learner's row of the room, read from what they shared: where they are, how long
/// since their last green, how long their red streak is, what failed last, and whether
/// they look stuck. Every output of `kit room` (terminal, JSON, CSV, page) shows these.
struct RoomLearner: Sendable {
  var shared: SharedLearner
  /// The exercise they are on (``KitState/workingOn(in:)``), its title, and whether it is done.
  var working: String?
  var workingTitle: String?
  var workingDone = false
  /// The stage of `working` they are on; `nil` when it is done or nothing says.
  var stage: String?
  /// Guided: `working`'s newest check was green, but its files changed since (progress
  /// follows the files), so it is not done and no check says where they are.
  var changedSinceGreen = false
  var done: Int
  var exercises: Int
  var lastLight: Date?
  var lastGreen: Date?
  /// The newest lights not green, counted back to the last green, and when that run began.
  var redStreak: Int
  var streakStarted: Date?
  /// The newest checks that made no progress (``ProgressStall``): what stuck counts.
  var stall: ProgressStall
  /// Why `working` is not done: the failure of the test its newest check names next, or
  /// since when it does not compile (``CompileBreak``); `nil` once its newest light is green.
  var lastFailure: String?
  /// Test-first: the verdicts of `working`'s newest light, by stage.
  var verdicts: [String: String]
  /// Those verdicts as the row shows them (``VerdictRow``).
  var verdictRow: [String]
  /// The highest graded hint asked for on `working`'s current stage (or any of its
  /// stages, when the stage is not known).
  var hintLevel: Int?
  var mode: LearningMode?
  /// `working`'s flags (``HistoryFlag``).
  var flags: [HistoryFlag]
  /// Why the learner looks stuck (``StuckRule``); `nil` when not.
  var stuck: String?

  var name: String { shared.name }
  var lights: LearnerLights { shared.lights }

  init(_ shared: SharedLearner, manifest: Manifest, now: Date, rule: StuckRule) {
    self.shared = shared
    let progress = shared.document.progress
    let exerciseID = progress.working ?? progress.current
    let record = progress.exercises.first { $0.id == exerciseID }
    let exercise = exerciseID.flatMap(manifest.exercise)
    let lights = shared.lights
    working = exerciseID
    workingTitle = exercise?.title
    workingDone = record?.status == .done
    done = progress.exercises.filter { $0.status == .done }.count
    exercises = progress.exercises.count
    lastLight = lights.exercises.compactMap { $0.at.last }.max().map(Self.date)
    lastGreen = lights.exercises.compactMap { light in light.lastGreen.map { light.at[$0] } }.max()
      .map(Self.date)
    let streak = lights.newest { lights.colour($0) != .green }
    redStreak = streak.count
    streakStarted = streak.last.map(lights.date)
    let checkpoint = progress.exercises.compactMap(\.checkpointedAt).max()
    stall = ProgressStall(lights, startingAfter: checkpoint)
    let workingLights = exerciseID.flatMap { lights[$0] }
    let newest = workingLights.flatMap { $0.count > 0 ? $0.light($0.count - 1) : nil }
    let broken = workingLights.flatMap(CompileBreak.init)
    verdicts = newest?.verdicts ?? [:]
    verdictRow = VerdictRow.parts(
      verdicts: verdicts, survivors: newest?.survivors ?? [], diagnoses: newest?.diagnoses ?? [],
      exercise: exercise)
    let next = broken.map(\.next) ?? newest?.next ?? record?.next
    stage = workingDone ? nil : Self.stage(of: next, in: exercise)
    changedSinceGreen = !workingDone && newest?.isGreen == true && newest?.verdicts == nil
    lastFailure =
      workingDone || newest?.isGreen != false
      ? nil : broken?.sentence(in: .gmt) ?? newest?.failure
    let levels = record?.hintLevels ?? [:]
    hintLevel = stage.flatMap { levels[$0] } ?? levels.values.max()
    mode = record?.mode
    flags = record?.flags ?? []
    stuck = workingDone ? nil : rule.reason(stall, now: now)
  }

  /// The glyphs of the newest `count` lights, oldest first.
  func strip(_ count: Int) -> String {
    lights.newest(count).reversed().map { lights.colour($0).glyph }.joined()
  }

  /// The stage of a check's next item: `stage <id>`, or the stage holding a test id.
  static func stage(of next: String?, in exercise: Exercise?) -> String? {
    guard let next else { return nil }
    if next.hasPrefix("stage ") { return String(next.dropFirst("stage ".count)) }
    return exercise?.stages.first { $0.tests.contains(next) }?.id
  }

  /// Whole minutes from `date` to `now`.
  static func minutes(since date: Date?, now: Date) -> Int? {
    date.map { max(0, Int(now.timeIntervalSince($0) / 60)) }
  }

  private static func date(_ seconds: Int) -> Date {
    Date(timeIntervalSince1970: TimeInterval(seconds))
  }
}

extension RoomSort {
  /// Orders `learners` this way; ties are broken by name, so the order is always the same.
  func ordered(_ learners: [RoomLearner], manifest: Manifest) -> [RoomLearner] {
    let position = Dictionary(
      manifest.exercises.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    func byName(_ a: RoomLearner, _ b: RoomLearner) -> Bool {
      (a.name.lowercased(), a.name) < (b.name.lowercased(), b.name)
    }
    return learners.sorted { a, b in
      switch self {
      case .name:
        return byName(a, b)
      case .progress:
        let left = (a.done, a.working.flatMap { position[$0] } ?? -1)
        let right = (b.done, b.working.flatMap { position[$0] } ?? -1)
        return left != right ? left > right : byName(a, b)
      case .activity:
        let left = a.lastLight ?? .distantPast
        let right = b.lastLight ?? .distantPast
        return left != right ? left > right : byName(a, b)
      case .stuck:
        let left = (a.stuck != nil ? 1 : 0, a.stall.checks)
        let right = (b.stuck != nil ? 1 : 0, b.stall.checks)
        if left != right { return left > right }
        let since = (a.stall.since ?? .distantFuture, b.stall.since ?? .distantFuture)
        return since.0 != since.1 ? since.0 < since.1 : byName(a, b)
      }
    }
  }
}
