import Foundation

/// What `kit check` found in one run of a learner's exercise, item by item in walkthrough
/// order, before it is put into words.
struct CheckReport: Equatable, Sendable {
  /// One walkthrough test, or one write-the-test stage (whose tests the learner names).
  struct Item: Equatable, Sendable {
    var name: String
    var stage: Stage
    var status: Status
    /// Green, but no check ever saw it red.
    var flagged = false
    /// For a write-the-test stage: the learner's tests that ran from its file.
    var written: [String] = []
    /// For the last item of a stage with mutants aimed at it: how the learner's tests
    /// fared against them.
    var trial: StageTrial?
    /// Red or crashed now, but passed the last time it ran: the learner's last change
    /// broke it, so the stage's hint (how to make it green the first time) no longer applies.
    var wentRed = false

    var isPassed: Bool { status == .passed }
  }

  enum Status: Equatable, Sendable {
    case passed
    case failed(String)
    case crashed(String)
    /// The test skipped itself (`XCTSkip`, `.disabled`): it checked nothing.
    case skipped(String)
    case notCompiled
    /// The test did not run: deleted or renamed, or (for a write-the-test stage) the file
    /// has tests that did not run.
    case missing
    /// A write-the-test stage whose file declares no test yet.
    case notWritten
    /// The run was stopped by its timeout; `finished` when SwiftPM saw the test end.
    case stopped(finished: Bool)
    /// A Swift Testing test that never reported because another one crashed the process.
    case notReached
    /// The run ended (timeout, `exit`) before this test started.
    case notStarted
    /// The learner's tests pass, but let a planted mistake through, do not compile against
    /// the reference solution, or fail on it (the item's `trial` says which).
    case unproven
    /// A given test whose body is not the kit's version (``GivenTests``): its result says
    /// nothing about the learner's code until it is put back.
    case changed
    /// The run left no results file for this test (``TestRun/missingResults``): it did
    /// not run, as far as anyone can tell.
    case noResult
    /// It passed while the learner's files declare a test framework's name
    /// (``FrameworkShadows``): the pass may be the learner's function's, not the test's.
    case shadowed
  }

  var exercise: Exercise
  var items: [Item]
  var compileErrors: [CompileError]
  var timedOut: Bool
  /// Why the run left no results for some tests, and what to do (``TestRun/missingResults``).
  var missingResults: String?
  /// Tests that ran but belong to no stage: the learner's own, by id, with their outcome.
  var ownTests: [String: TestOutcome]
  /// The learner's declarations that take a test framework's name (``FrameworkShadows``).
  var shadows: [FrameworkShadows.Shadow] = []

  /// Marks the given tests in `changed` (ids) as changed from the kit's version; a changed
  /// test that still fails keeps its failure.
  mutating func markChanged(_ changed: [String]) {
    for index in items.indices where changed.contains(items[index].name) {
      if items[index].isPassed { items[index].status = .changed }
    }
  }

  /// Keeps `shadows` and takes every pass back: with a framework's name declared by the
  /// learner, the kit's tests may have called the learner's function, and no pass counts.
  mutating func markShadowed(_ shadows: [FrameworkShadows.Shadow]) {
    self.shadows = shadows
    guard !shadows.isEmpty else { return }
    for index in items.indices where items[index].isPassed { items[index].status = .shadowed }
  }

  /// The first item that is not green; when a run ended early (a crash, an `exit`, the
  /// timeout), the test that ended it, since the tests it kept from running say nothing yet.
  var next: Item? {
    let culprit = items.first { item in
      switch item.status {
      case .crashed, .stopped(finished: false): true
      default: false
      }
    }
    let blocked = items.contains { $0.status == .notReached || $0.status == .notStarted }
    if let culprit, timedOut || blocked { return culprit }
    return items.first { !$0.isPassed }
  }

  /// What Next points at: a test the last change turned red comes before any test that
  /// was never green, since fixing the older one on top of a break would build on sand.
  var focus: Item? { items.first(where: \.wentRed) ?? next }
  var passedCount: Int { items.filter(\.isPassed).count }
  var isGreen: Bool {
    compileErrors.isEmpty && !timedOut && missingResults == nil && next == nil
  }

  /// Judges `run`; `declared` holds, by stage id, the test names found in each
  /// write-the-test stage's file, `history` the state after recording this run, and
  /// `wentRed` the tests recording it found red that passed the time before.
  /// Nothing is flagged in an exercise a checkpoint solved: the kit made it green.
  init(
    exercise: Exercise, run: TestRun, declared: [String: [String]], history: ExerciseState,
    wentRed: Set<String> = []
  ) {
    self.exercise = exercise
    self.compileErrors = run.compileErrors
    self.timedOut = run.timedOut
    self.missingResults = run.missingResults
    var claimed: Set<String> = []
    var items: [Item] = []
    for stage in exercise.stages {
      if stage.kind == .writeTheTest {
        var item = Self.writtenItem(stage, run, declared[stage.id] ?? [], history)
        item.wentRed = !item.isPassed && !wentRed.isDisjoint(with: item.written)
        claimed.formUnion(item.written)
        items.append(item)
        continue
      }
      for test in stage.tests {
        claimed.insert(test)
        var item = Item(name: test, stage: stage, status: Self.status(of: test, in: run))
        item.wentRed = wentRed.contains(test) && !item.isPassed
        item.flagged =
          item.isPassed && history.tests[test]?.greenWithoutRed == true
          && !exercise.testsGreenFromTheStart.contains(test) && history.checkpointedAt == nil
        items.append(item)
      }
    }
    self.items = items
    self.ownTests = run.outcomes.filter { !claimed.contains($0.key) }
  }

  static func status(of test: String, in run: TestRun) -> Status {
    if !run.didCompile { return .notCompiled }
    switch run.outcome(of: test) {
    case .passed: return .passed
    case .failed(let messages): return .failed(messages.first ?? "failed")
    case .crashed(let message): return .crashed(message)
    case .skipped(let reason): return .skipped(reason)
    case .notRun:
      if !run.hung.isEmpty {
        guard run.didHang(test) else { return .notStarted }
        return run.timedOut ? .stopped(finished: false) : .crashed(SwiftTestRunner.endedMidTest)
      }
      if run.timedOut { return .stopped(finished: run.finished.contains(test)) }
      if run.missingResults != nil { return .noResult }
      return run.swiftTestingCrash != nil && test.hasSuffix(")") ? .notReached : .missing
    }
  }

  /// A write-the-test stage as one item. The learner's tests are the stage's reference
  /// tests where they ran (an exercise may ask for the reference names, and a starter's
  /// placeholder is one of them), otherwise the tests declared in the stage's file.
  static func writtenItem(
    _ stage: Stage, _ run: TestRun, _ declared: [String], _ history: ExerciseState
  ) -> Item {
    let reference = stage.tests.filter { run.outcomes[$0] != nil }
    let ids = reference.isEmpty ? WrittenTests.ids(named: declared, in: run.outcomes) : reference
    var item = Item(
      name: "stage \(stage.id)", stage: stage,
      status: status(ofWritten: ids, declared: declared, in: run))
    item.written = ids
    item.flagged =
      history.checkpointedAt == nil && ids.contains { history.tests[$0]?.greenWithoutRed == true }
    return item
  }

  static func status(ofWritten ids: [String], declared: [String], in run: TestRun) -> Status {
    if !run.didCompile { return .notCompiled }
    if ids.isEmpty && declared.isEmpty { return .notWritten }
    if ids.isEmpty {
      if run.missingResults != nil { return .noResult }
      return run.timedOut ? .stopped(finished: false) : .missing
    }
    for id in ids {
      let status = status(of: id, in: run)
      switch status {
      case .passed: continue
      case .failed(let message): return .failed("\(id): \(message)")
      case .crashed(let message): return .crashed("\(id): \(message)")
      default: return status
      }
    }
    return .passed
  }

  /// The stages whose tests a learner wrote and that have mutants aimed at them, once
  /// every item of the stage passes: only passing tests can be tried against mistakes.
  /// A stage whose tests the kit gives is never tried: its mutants aimed at it are
  /// test-first's chaffs, which judge a test the learner writes in that mode only.
  var stagesToTry: [Stage] {
    exercise.stages.filter { stage in
      stage.kind.learnerWritesTests && !exercise.mutants(aimedAt: stage).isEmpty
        && items.contains { $0.stage.id == stage.id }
        && items.allSatisfy { $0.stage.id != stage.id || $0.isPassed }
    }
  }

  /// The learner's tests judged in `stage`'s trial: a write-the-test stage's own tests;
  /// none for a write-the-double stage, whose double is judged by every test that uses it.
  func testsJudged(in stage: Stage) -> [String] {
    stage.kind == .writeTheTest
      ? items.filter { $0.stage.id == stage.id }.flatMap(\.written) : []
  }

  /// Puts each trial on the last item of its stage; a trial that did not prove the
  /// learner's tests makes that item `unproven`.
  mutating func apply(_ trials: [StageTrial]) {
    for trial in trials {
      guard let index = items.lastIndex(where: { $0.stage.id == trial.stage }) else { continue }
      items[index].trial = trial
      if !trial.isProven && items[index].isPassed { items[index].status = .unproven }
    }
  }

  /// The stages whose every item passed in this check, in walkthrough order.
  var stagesGreen: [String] {
    exercise.stages.map(\.id).filter { id in
      let own = items.filter { $0.stage.id == id }
      return !own.isEmpty && own.allSatisfy(\.isPassed)
    }
  }

  /// The mutants the learner's tests let through in this check's trials.
  var survivingMutants: [Mutant] {
    items.compactMap(\.trial).flatMap { $0.verdicts.filter { !$0.isKilled }.map(\.mutant) }
  }

  /// What the state file keeps of this report.
  func summary(at date: Date) -> CheckSummary {
    CheckSummary(
      at: date, green: isGreen, compiled: compileErrors.isEmpty, timedOut: timedOut,
      passed: passedCount, total: items.count, next: next?.name)
  }
}
