import Foundation

/// A learner's progress, as `kit progress --json` prints it for an instructor collecting
/// a room's files. `docs/runner.md` documents every field; add fields, never rename them.
struct ProgressReport: Codable, Equatable, Sendable {
  /// The format's version: 4. Version 2 added each exercise's `lights` and `flags`,
  /// version 3 its `mode`, `hintLevels` and `stagesDone`, version 4 `working`; every field
  /// of the versions before is still there, as it was.
  var version = 4
  var generatedAt: Date
  /// The exercise the learner is on: the first one not done.
  var current: String?
  /// The exercise a room shows the learner working on: the furthest reached, so that
  /// checking an old exercise again does not make the learner look behind
  /// (``KitState/workingOn(in:)``). Optional: reports before version 4 lack it.
  var working: String?
  /// The commit the learner's starters come from, to tell kit versions apart.
  var pristineCommit: String?
  var exercises: [ExerciseProgress]

  init(manifest: Manifest, state: KitState, at date: Date) {
    generatedAt = date
    current = state.current(in: manifest)?.id
    working = state.workingOn(in: manifest)?.id
    pristineCommit = state.pristineCommit
    exercises = manifest.exercises.map { ExerciseProgress($0, state) }
  }
}

/// One exercise's line of the progress report.
struct ExerciseProgress: Codable, Equatable, Sendable {
  var id: String
  var folder: String
  var status: ExerciseStatus
  /// Walkthrough items green at the last check; `nil` when no check has judged the code
  /// as it is (never checked, or reset, restored or checkpointed since).
  var testsGreen: Int?
  /// Walkthrough items: one per test, one per write-the-test stage.
  var testsTotal: Int
  var lastCheck: Date?
  /// The next walkthrough item to make green, as of the last check; after checks that did
  /// not compile, as of the last that did (``CompileBreak``).
  var next: String?
  /// Since when the exercise's newest checks do not compile, and the compiler's first
  /// error; absent while it compiles.
  var doesNotCompileSince: Date?
  var compileError: String?
  /// Tests seen green but never red (also among ``flags``, as `green-without-red`).
  var flagged: [String]
  var checkpointedAt: Date?
  /// How many checks ended in each colour (see ``Light``), of the lights kept.
  var lights: LightCounts
  /// The gentle flags read from the exercise's history, oldest first.
  var flags: [HistoryFlag]
  /// `guided` or `test-first` (``LearningMode``).
  var mode: LearningMode
  /// Test-first: by stage id, the highest hint level asked for (1 behaviour, 2 the
  /// assertion's shape, 3 the kit's test); empty when no hint was asked.
  var hintLevels: [String: Int]
  /// Test-first: the stages done (test proven, code passing the kit's tests), in
  /// walkthrough order.
  var stagesDone: [String]

  init(_ exercise: Exercise, _ state: KitState) {
    let record = state.exercises[exercise.id]
    id = exercise.id
    folder = exercise.folder
    status = state.status(of: exercise)
    testsGreen = record?.lastCheck?.passed
    testsTotal = record?.lastCheck?.total ?? exercise.checkItemCount
    lastCheck = record?.lastCheck?.at
    next = record?.lastCheck?.next
    let history = record?.lightHistory ?? []
    if record?.lastCheck?.compiled == false,
      let lights = try? ExerciseLights(id: id, lights: history.map(SharedLight.init)),
      let broken = CompileBreak(lights)
    {
      // A build that failed ran no test: it says nothing of how many pass, nor of where
      // the learner is, which is where the last check that compiled left them.
      testsGreen = nil
      next = broken.next ?? next
      doesNotCompileSince = broken.since
      compileError = broken.error
    }
    flagged = state.flaggedTests(of: exercise)
    checkpointedAt = record?.checkpointedAt
    lights = LightCounts(record?.lightHistory ?? [])
    flags = HistoryFlag.flags(of: exercise, in: state)
    mode = record?.mode ?? .guided
    hintLevels = record?.hintLevels ?? [:]
    stagesDone = exercise.stages.map(\.id).filter { record?.stagesDone?.contains($0) == true }
  }
}
