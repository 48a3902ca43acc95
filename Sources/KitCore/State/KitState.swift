import Foundation

/// What `kit` remembers about one learner's clone, in `.tddkit/state.json`: which tests it
/// has seen red and green, what the last check of each exercise found, and the commit the
/// starters come from.
///
/// The file is versioned so that a later kit can read or migrate it; a file with another
/// version is treated like a corrupted one (moved aside, never overwritten).
struct KitState: Versioned, Equatable, Sendable {
  static let currentVersion = 1

  var version: Int
  /// The commit `reset` and `checkpoint` take starters from: `HEAD` the first time a
  /// command that changes files or state ran, so the learner's own later commits do not
  /// become "the starter".
  var pristineCommit: String?
  /// By exercise id (`"03"`).
  var exercises: [String: ExerciseState]
  /// The exercise the learner is on: the one they last checked, or moved to with
  /// `kit next`. It stays current once green, so that the refactoring after green is
  /// checked too; `nil` before any check, when the first exercise not done is current.
  var currentExercise: String?

  init(pristineCommit: String? = nil, exercises: [String: ExerciseState] = [:]) {
    self.version = Self.currentVersion
    self.pristineCommit = pristineCommit
    self.exercises = exercises
  }

  subscript(exercise id: String) -> ExerciseState {
    get { exercises[id] ?? ExerciseState() }
    set { exercises[id] = newValue }
  }
}

/// One exercise's history.
struct ExerciseState: Codable, Equatable, Sendable {
  /// By test id (`Suite/test`), every test a check has seen run, walkthrough or not.
  var tests: [String: TestHistory] = [:]
  /// What the most recent `kit check` found; `nil` before the first, and after a reset,
  /// restore or checkpoint replaced the code it judged.
  var lastCheck: CheckSummary? {
    // Reset, restore and checkpoint clear it when they replace the code: what passed on
    // the old code says nothing about a change to the new one.
    didSet { if lastCheck == nil { passedLastTime = nil } }
  }
  /// When `kit checkpoint` laid the solution down here; the exercise then counts as done
  /// until a check says otherwise.
  var checkpointedAt: Date?
  /// The tests that passed the last time they ran, so that a check can tell a test that
  /// went red after the learner's last change from one that was never green. Optional
  /// so that a state file written before it existed still reads.
  var passedLastTime: Set<String>?
  /// Digests of the bodies of the learner's tests seen red (``TestBodies``), in test-first
  /// mode: a test renamed after its red keeps it. Absent in a file written before.
  var redBodies: Set<String>?
  /// The tests the last run that ran any reported on: one deleted or renamed since is not
  /// flagged as never seen red. Absent in a file written before.
  var lastRunTests: Set<String>?
  /// Every check's light, oldest first, at most ``lightsKept`` (see `History/`).
  /// Optional, like every field added after version 1, so that an older state reads.
  var lights: [Light]?
  /// How the learner works the exercise; `nil` is guided, the mode of the kit before
  /// test-first mode existed.
  var mode: LearningMode?
  /// Test-first mode: by stage id, the highest hint level the learner asked for (1: the
  /// behaviour, 2: the assertion's shape, 3: the reference test).
  var hintLevels: [String: Int]?
  /// Test-first mode: the stages the last check found done (test proven, code passing the
  /// kit's tests). It follows the files: code put back to the starter is done no more.
  var stagesDone: Set<String>?
  /// Test-first mode: the stages ever found done, whose reference test was shown beside
  /// the learner's then, once. `nil` in a state written before it, whose `stagesDone` held
  /// every stage ever done.
  var stagesShown: Set<String>?
  /// The fingerprints of the exercise's tests and code when the kit last judged them (a
  /// check, or a checkpoint laying the solution down): progress counts that judgement only
  /// while the files are still these (``KitState/followingFiles(root:manifest:)``).
  var judgedFiles: SideDigests?

  init() {}

  /// Records the stages a test-first check of `files` found done, and answers those done
  /// for the first time, whose reference test is shown now.
  mutating func judgeStages(done: Set<String>, files: SideDigests) -> Set<String> {
    let shown = stagesShown ?? stagesDone ?? []
    stagesShown = shown.union(done)
    stagesDone = done
    judgedFiles = files
    return done.subtracting(shown)
  }

  /// Forgets the last judgement, for a command that replaced the files it judged.
  mutating func forgetJudgement() {
    lastCheck = nil
    checkpointedAt = nil
    stagesDone = nil
    judgedFiles = nil
  }

  /// ``record(_:at:)``, and the bodies (``TestBodies``) in `source`, the learner's test
  /// file, of the tests that failed or crashed: a test renamed after its red keeps it.
  @discardableResult
  mutating func record(_ run: TestRun, at date: Date, source: String?) -> Set<String> {
    let wentRed = record(run, at: date)
    guard let source else { return wentRed }
    let bodies = TestBodies.bodies(in: source)
    // A skip is no red (a fresh learner's ninth try, 01 row 118).
    for test in run.failedTests {
      guard let body = TestBodies.body(of: test, among: bodies) else { continue }
      redBodies = (redBodies ?? []).union([body.digest])
    }
    return wentRed
  }

  /// The names of the functions of `source` whose bodies were seen red under any name: a
  /// name two functions share only when both were.
  func seenRedByBody(in source: String) -> Set<String> {
    guard let redBodies else { return [] }
    let byName = Dictionary(grouping: TestBodies.bodies(in: source), by: \.name)
    return Set(byName.filter { $0.value.allSatisfy { redBodies.contains($0.digest) } }.keys)
  }

  /// Marks each test that ran as seen red (failed or crashed) or seen green (passed),
  /// keeping the first time of each, and answers the tests that went red: they passed
  /// the last time they ran, and had been red before that. A test green from its first run
  /// that fails now shows its first red, which is progress, not a break: it passed only by
  /// coincidence (01's "differ in" tests on the starter's `==`, until `==` answers `true`).
  /// A build that failed ran no test, so it marks none.
  @discardableResult
  mutating func record(_ run: TestRun, at date: Date) -> Set<String> {
    var passed = passedLastTime ?? []
    var wentRed: Set<String> = []
    for (test, outcome) in run.outcomes {
      switch outcome {
      case .passed:
        tests[test, default: TestHistory()].seenGreen(at: date)
        passed.insert(test)
      case .crashed(let message) where message.hasPrefix(SwiftTestingCrash.besideACrash):
        // Stopped by another test's crash or exit: no red of its own (a fresh learner's
        // thirteenth try, 11 rows 76 and 77).
        break
      case .failed, .crashed:
        let redBefore = tests[test]?.firstRed != nil
        tests[test, default: TestHistory()].seenRed(at: date)
        if passed.remove(test) != nil, redBefore { wentRed.insert(test) }
      case .notRun, .skipped: break
      }
    }
    passedLastTime = passed
    let reported = run.outcomes.filter { $0.value != .notRun }.keys
    if !reported.isEmpty { lastRunTests = Set(reported) }
    return wentRed
  }
}

/// When a test was first seen red and first seen green.
struct TestHistory: Codable, Equatable, Sendable {
  var firstRed: Date?
  var firstGreen: Date?

  init(firstRed: Date? = nil, firstGreen: Date? = nil) {
    self.firstRed = firstRed
    self.firstGreen = firstGreen
  }

  /// Green, but never seen failing: the test may not test anything, or the learner made
  /// it pass before watching it fail, which is the step TDD asks them not to skip.
  var greenWithoutRed: Bool { firstGreen != nil && firstRed == nil }

  mutating func seenRed(at date: Date) {
    if firstRed == nil { firstRed = date }
  }

  mutating func seenGreen(at date: Date) {
    if firstGreen == nil { firstGreen = date }
  }
}

/// The verdict of one `kit check`, kept so that `kit`, `kit progress` and `kit solution`
/// can answer without building.
struct CheckSummary: Codable, Equatable, Sendable {
  var at: Date
  /// Every walkthrough test (and every write-the-test stage) passed.
  var green: Bool
  var compiled: Bool
  var timedOut: Bool
  /// Walkthrough items green, of `total`: one per test, one per write-the-test stage.
  var passed: Int
  var total: Int
  /// The next item to work on: a test id, or `stage <id>` for a write-the-test stage.
  var next: String?
}
