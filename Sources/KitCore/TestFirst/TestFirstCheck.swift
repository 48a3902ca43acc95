import Foundation
import Synchronization

/// The test-first half of `kit check`: after the learner's own run, each stage's test is
/// judged (``TestFirstJudge``) and the learner's code meets the kit's reference tests,
/// which stay hidden until the stage is done. A stage is done when its test is proven and
/// the code passes the kit's tests of the stage.
struct TestFirstCheck {
  let root: URL
  let exercise: Exercise
  let plan: TestFirstPlan
  let timeout: Int
  /// The learner's tests that passed the last time they ran and fail now.
  var wentRed: Set<String> = []
  /// Whether the learner's tests and code are the files the last check judged.
  var unchangedSinceLastCheck = false

  /// The outcome of one check, for the report and the state.
  struct Outcome {
    var judgements: [StageJudgement]
    /// By stage id, whether the kit's reference tests of the stage pass on the learner's
    /// code; a stage missing did not compile with them.
    var codeDone: [String: Bool]
    /// The first compiler error of the reference tests against the learner's code.
    var codeCompileError: CompileError?
    /// The starter as committed, whose tests are the kit's reference tests.
    var starter: URL
    /// By stage, the learner's tests (ids) declared in its section that were never seen red
    /// in their own runs: a test of one stage is never marked for another suite's test of
    /// its name.
    var neverRed: [String: Set<String>]
    /// By stage, then function name, the learner's tests that failed or crashed in their
    /// own run just now, with the first line of the message (``ownFailures(_:sections:)``).
    var ownFailures: [String: [String: String]] = [:]
    /// By stage, the function names of those of ``ownFailures`` that passed the last time
    /// they ran: a regression, not a code still to write.
    var regressions: [String: Set<String>] = [:]
    /// Whether no file changed since the last check: a regression then is no change's, but
    /// a test that passes or fails by the order or timing of its run.
    var unchangedSinceLastCheck = false
    var seconds: Double

    /// The learner's tests under no stage's line.
    var unplacedTests: [String] = []
    /// The stages whose every test ran and passed in the learner's own run.
    var ownPassing: Set<String> = []
    /// The learner's test files, other than the test-first file, that have `// stage:`
    /// lines: the kit reads none of them.
    var stageLinesElsewhere: [String] = []
    /// The first compiler error of the learner's own run, and the stage whose section
    /// holds its line when it is in the test-first file.
    var ownCompileError: CompileError?
    var ownCompileStage: String?
    /// Whether the learner's own run stopped on the toolchain's limit
    /// (``ToolchainLimits``): a synchronous test method of a `@MainActor` class on Linux.
    var ownRunRefusedByToolchain = false
    /// The test the learner's own run ended in, when it ended with tests still to run (an
    /// `exit` in a test or the code, a crash): ``ownNotRun`` says whose.
    var ownRunEnded: String?
    /// The stages with a test that never started in the learner's run: not done, whatever
    /// the trials say, since the learner's own run has not passed it.
    var ownNotRun: Set<String> = []
    /// By given stage, the function names of its tests the learner changed from the kit's
    /// version: the stage is not done, whatever their run says (``changedGivenStages``).
    var changedGiven: [String: [String]] = [:]
    /// The test-first file, in the package, for messages that name another file.
    var planFile = ""
    /// The stages in walkthrough order, so that a stage counts only after those before it:
    /// code that passes a later stage's tests by accident has not done that stage.
    var order: [String] = []

    /// The first stage before `stage` that is not done itself (its test or its code), for
    /// a message that says which one holds `stage` back.
    func firstUndoneStage(before stage: String) -> String? {
      guard let index = order.firstIndex(of: stage) else { return nil }
      return order[..<index].first { !isDoneItself($0) }
    }

    /// Whether `stage` is done: its test proven, the kit's tests of it passing on the
    /// learner's code, its tests passing in the learner's own run, and every stage before
    /// it done.
    func isDone(_ stage: String) -> Bool {
      guard let index = order.firstIndex(of: stage) else { return false }
      return order[...index].allSatisfy(isDoneItself)
    }

    /// `stage` done, the stages before it aside. A test of it that failed in the learner's
    /// own run holds it back, proven or not: it fails on the learner's code, so either that
    /// code has a mistake the kit's tests miss, or the test asks for what a later stage
    /// changes, and neither is done.
    private func isDoneItself(_ stage: String) -> Bool {
      guard let judgement = judgements.first(where: { $0.stage == stage }) else { return false }
      return judgement.isSettled && codeDone[stage] == true
        && (changedGiven[stage] ?? []).isEmpty
        && (ownFailures[stage] ?? [:]).isEmpty
        // A test the toolchain kept from running has not passed in the learner's run (a
        // fresh learner's ninth try, 03 row 137).
        && (!ownRunRefusedByToolchain || ownPassing.contains(stage))
        && !ownNotRun.contains(stage)
        && !ownRunDidNotBuild(at: stage)
    }

    /// Whether the learner's own run did not build for an error at `stage` or before it: an
    /// error under a later stage's line (its new name, not written yet) says nothing
    /// against `stage`; one under its own line or an earlier one, or where no stage's line
    /// is (SwiftPM's generated list of XCTest tests, another file), means its test has not
    /// passed in the learner's run (a fresh learner's seventeenth try, 03 row 91).
    func ownRunDidNotBuild(at stage: String) -> Bool {
      guard ownCompileError != nil else { return false }
      guard let errorStage = ownCompileStage else { return true }
      guard let error = order.firstIndex(of: errorStage), let index = order.firstIndex(of: stage)
      else { return false }
      return index >= error
    }
  }

  /// By stage, then function name, the learner's tests that failed or crashed in `run`,
  /// with the first line of the message. A failing test counts for the stage whose section
  /// declares it, told apart by its suite where a name is under two stages' lines (a fresh
  /// learner's ninth try, 01 row 113: one stage's `differ` held back another's); one the
  /// sections do not place counts for every stage with a test of its name.
  static func ownFailures(_ run: TestRun, sections: StageSections) -> [String: [String: String]] {
    var failures: [String: [String: String]] = [:]
    for id in run.failedTests {
      let message = FailureSummary.oneLine(run.outcome(of: id).message)
      // Stopped by another test's crash: not this test's failure, nor its stage's (a fresh
      // learner's tenth try, 12 rows 85, 88 and 93).
      if message.hasPrefix(SwiftTestingCrash.besideACrash) { continue }
      for stage in sections.stages(ofTest: id) {
        failures[stage, default: [:]][WrittenTests.functionName(of: id)] = message
      }
    }
    return failures
  }

  /// What the judge found, before the learner's run is read: it needs nothing from that
  /// run, so it goes beside it (``judging(pristineCommit:)``).
  struct Judged: Sendable {
    var stages: [StageJudgement]
    var code: JudgeCache.CodeVerdict
    var learner: FileTree
    var starter: URL
    var seconds: Double
  }

  /// Judges every stage's test and the learner's code (whether it compiles or not: a code
  /// that does not compile gets the compiler's error, which the learner's run then says
  /// too).
  func judge(pristineCommit: String?) throws -> Judged {
    let started = Date()
    let (judge, starter) = try judge(pristineCommit)
    let cacheFile = JudgeCache.file(root: root, exercise: exercise)
    var cache = cacheFile.load(repairing: true).content
    let learner = judge.states.learnerFiles(exercise)
    let judged = try judge.judge(
      learner: learner, cache: &cache,
      inputs: JudgeInputs(root: root, exercise: exercise, starter: starter))
    try? cacheFile.save(cache)
    return Judged(
      stages: judged.judgements, code: judged.code, learner: learner, starter: starter,
      seconds: Date().timeIntervalSince(started))
  }

  /// The exercise's bench with the trials a check of the learner's files as they are now
  /// would run laid out (``StageJudge/layAhead(learner:cache:inputs:)``), for
  /// ``BackgroundBuild`` to build; `nil` when it cannot be laid out.
  func preparedBench(pristineCommit: String?) -> Bench? {
    guard let (judge, starter) = try? judge(pristineCommit) else { return nil }
    let cache = JudgeCache.file(root: root, exercise: exercise).load(repairing: false).content
    return try? judge.layAhead(
      learner: judge.states.learnerFiles(exercise), cache: cache,
      inputs: JudgeInputs(root: root, exercise: exercise, starter: starter))
  }

  /// The judge of this exercise, its states built from the starter as committed.
  private func judge(_ pristineCommit: String?) throws -> (StageJudge, URL) {
    let files = LearnerFiles(root: root, now: Date.init)
    let starter = StarterCache(files: files).starter(of: exercise, recorded: pristineCommit)
    guard let starter else { throw StartError.noStarter(exercise.id) }
    let states = ExerciseStates(root: root) { _ in starter }
    return (
      StageJudge(root: root, exercise: exercise, plan: plan, states: states, timeout: timeout),
      starter
    )
  }

  /// Starts ``judge(pristineCommit:)`` on a thread of its own, for the learner's run to go
  /// beside it: on two cores the check then costs about the longer of the two, not both.
  func judging(pristineCommit: String?) -> @Sendable () throws -> Judged {
    let result = Mutex<Result<Judged, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    let check = self
    Thread.detachNewThread {
      let judged = Result { try check.judge(pristineCommit: pristineCommit) }
      result.withLock { $0 = judged }
      done.signal()
    }
    return {
      done.wait()
      done.signal()
      return try result.withLock { $0! }.get()
    }
  }

  func run(learnerRun: TestRun, state: ExerciseState, judged: Judged) -> Outcome {
    let learner = judged.learner
    // Sources build before tests: an error only in the tests says the code compiled.
    let codeCompiles = !learnerRun.compileErrors.contains {
      $0.line == 0 || $0.file.contains("/Sources/")
    }
    var codeDone = codeCompiles ? judged.code.done : [:]
    for stage in exercise.stages where !stage.isWrittenTestFirst {
      codeDone[stage.id] = Self.givenStageIsDone(
        stage, learnerRun: learnerRun, kitsRun: codeDone[stage.id]
      ) { file in
        String(decoding: learner[file] ?? Data(), as: UTF8.self)
      }
    }
    let testFile = String(decoding: learner[plan.file] ?? Data(), as: UTF8.self)
    let sections = StageSections(testFile)
    let seenRedByBody = state.seenRedByBody(in: testFile)
    var neverRed: [String: Set<String>] = [:]
    for judgement in judged.stages {
      neverRed[judgement.stage] = Self.neverRed(
        [judgement], stages: exercise.stages, outcomes: learnerRun.outcomes,
        history: state.tests, seenRedByBody: seenRedByBody, sections: sections)
    }
    let ownError = learnerRun.compileErrors.first { $0.line > 0 }.map { error in
      CompileError(
        file: String(
          error.file.split(separator: "/\(KitPaths.exercise(exercise.folder))/").last ?? ""),
        line: error.line, message: error.message)
    }
    let ownFailures = Self.ownFailures(learnerRun, sections: sections)
    let wentRedNames = Set(wentRed.map(WrittenTests.functionName(of:)))
    let regressions = ownFailures.mapValues { Set($0.keys).intersection(wentRedNames) }
    // The skeleton keeps the given stages' tests, under no stage's line: they are the kit's.
    let givenTests = Set(
      exercise.stages.filter { !$0.isWrittenTestFirst }.flatMap(\.tests)
        .map(WrittenTests.functionName(of:)))
    return Outcome(
      judgements: Self.placingErrors(judged.stages, sections: sections, file: plan.file),
      codeDone: codeDone,
      codeCompileError: codeCompiles ? judged.code.compileError : nil, starter: judged.starter,
      neverRed: neverRed, ownFailures: ownFailures,
      regressions: regressions, unchangedSinceLastCheck: unchangedSinceLastCheck,
      seconds: judged.seconds,
      unplacedTests: sections.testsOutsideSections.map(\.name).filter { !givenTests.contains($0) },
      ownPassing: Set(
        sections.stages.filter { stage in
          let ids = WrittenTests.ids(named: sections.tests(of: stage), in: learnerRun.outcomes)
          return !ids.isEmpty && ids.allSatisfy { learnerRun.outcome(of: $0).isPassed }
            && (ownFailures[stage] ?? [:]).isEmpty
        }),
      stageLinesElsewhere: learner.keys.filter { path in
        path.hasPrefix("Tests/") && path.hasSuffix(".swift") && path != plan.file
          && !StageSections(String(decoding: learner[path] ?? Data(), as: UTF8.self)).regions
            .isEmpty
      }.sorted(),
      ownCompileError: ownError,
      ownCompileStage: ownError.flatMap { error in
        error.file == plan.file ? sections.stage(atLine: error.line - 1) : nil
      },
      ownRunRefusedByToolchain: ToolchainLimits.note(for: learnerRun, sources: [testFile]) != nil,
      ownRunEnded: Self.endedIn(learnerRun),
      ownNotRun: Self.stagesNotRun(exercise, learnerRun, sections: sections),
      changedGiven: Self.changedGivenStages(
        of: exercise,
        changed: Set(
          GivenTests(exercise: exercise, testFirst: true).changed(
            learner: root.appending(path: KitPaths.exercise(exercise.folder)),
            starter: judged.starter))),
      planFile: plan.file, order: exercise.stages.map(\.id))
  }

  /// The test the learner's run ended in, when tests never started, and how:
  /// `T/x() (exit() in a test or in the code?)`, or `T/x(), which crashed`.
  static func endedIn(_ run: TestRun) -> String? {
    guard !run.neverStarted.isEmpty || run.outcomes.values.contains(where: \.isStoppedBeside)
    else { return nil }
    if run.timedOut {
      let hung = run.unended.first ?? run.hung.sorted().first
      return hung.map { "\($0), which did not end (stopped by the time limit)" }
    }
    var crashed: [(id: String, message: String)] = []
    for (id, outcome) in run.outcomes {
      if case .crashed(let message) = outcome { crashed.append((id, message)) }
    }
    crashed.sort { $0.id < $1.id }
    if let exited = crashed.first(where: { $0.message == SwiftTestRunner.endedMidTest }) {
      return "\(exited.id) (exit() in a test or in the code?)"
    }
    if let culprit = crashed.first(where: { !$0.message.hasPrefix(SwiftTestingCrash.besideACrash) })
    {
      return "\(culprit.id), which crashed"
    }
    // Several tests ran when the process ended, and none can be told to be the one.
    guard !crashed.isEmpty else { return nil }
    return "one of \(crashed.map(\.id).joined(separator: ", ")) (exit() in a test or in the code?)"
  }

  /// The stages with a test among those the learner's run never started: a written stage's
  /// tests by its section, a given stage's by the kit's ids.
  static func stagesNotRun(_ exercise: Exercise, _ run: TestRun, sections: StageSections)
    -> Set<String>
  {
    let notRun = Set(run.neverStarted)
    var stages: Set<String> = []
    for id in notRun {
      stages.formUnion(sections.stages(ofTest: id))
    }
    // A given double's test stopped beside another's crash did not run to its end either,
    // and no trial of the kit's can stand in for it (``givenStageIsDone``).
    let stopped = Set(run.outcomes.filter(\.value.isStoppedBeside).keys)
    for stage in exercise.stages where !stage.isWrittenTestFirst {
      let unfinished = stage.kind == .makeTheTestPass ? notRun : notRun.union(stopped)
      if stage.tests.contains(where: unfinished.contains) { stages.insert(stage.id) }
    }
    return stages
  }

  /// `judgements` with a note on each whose compile error stands under another stage's
  /// line: a later stage's trials compile the sections before it, so an error there is
  /// every later stage's too, and the learner fixes it where it is.
  static func placingErrors(
    _ judgements: [StageJudgement], sections: StageSections, file: String
  ) -> [StageJudgement] {
    judgements.map { judgement in
      if case .doesNotCompile(let error) = judgement.verdict,
        let nested = nestedClassNote(for: error, sections: sections)
      {
        var placed = judgement
        placed.notes.append(nested)
        return placed
      }
      guard case .doesNotCompile(let error) = judgement.verdict,
        error.file.isEmpty || error.file.hasSuffix(file) || file.hasSuffix(error.file),
        let owner = sections.stage(atLine: error.line - 1), owner != judgement.stage
      else { return judgement }
      var placed = judgement
      placed.notes.append(
        "line \(error.line) is under `// stage: \(owner)`: this stage's trials compile that "
          + "section too, so fix it there")
      return placed
    }
  }

  /// For an error in SwiftPM's generated list of XCTest tests that cannot find a class the
  /// learner nested in another type: where the class is, and what to do. The list names
  /// test classes as if they stood at the top level, which is the only place Linux's
  /// XCTest finds them.
  static func nestedClassNote(for error: CompileError, sections: StageSections) -> String? {
    guard error.isInTheGeneratedTestList,
      let name = error.message.firstMatch(of: /cannot find type '([A-Za-z_][A-Za-z0-9_]*)'/)?.1,
      let line = sections.nestedTypeLine(named: String(name))
    else { return nil }
    let stage = sections.stage(atLine: line).map { " under `// stage: \($0)`" } ?? ""
    return "\(name), line \(line + 1), is an XCTest class nested in another type\(stage): "
      + "SwiftPM's list of XCTest tests cannot reach it, so no stage after it builds; move it "
      + "to the top level of the file"
  }

  /// The ids of the learner's tests they never saw fail in their own runs, the red TDD
  /// asks them to watch, but for those that pass on the code before their stage
  /// (``StageJudgement/passedBefore``): no red-first step shows them red; and for those
  /// whose body was seen red under another name (`seenRedByBody`). A stage green
  /// before by design (``GreenBefore``) asks less: with
  /// `one`, one red among its tests is the stage's red (a release test beside the tap
  /// test); with `all`, their code may already be right, so none is asked for.
  static func neverRed(
    _ judgements: [StageJudgement], stages: [Stage], outcomes: [String: TestOutcome],
    history: [String: TestHistory], seenRedByBody: Set<String> = [],
    sections: StageSections? = nil
  ) -> Set<String> {
    var neverRed: Set<String> = []
    for judgement in judgements {
      let excused = Set(judgement.passedBefore ?? []).union(seenRedByBody)
      // Only this stage's tests: another suite's test of the same name is another test (a
      // fresh learner's tenth try, 03 row 114, 06 row 123).
      var ids = WrittenTests.ids(named: judgement.tests, in: outcomes).filter { id in
        !excused.contains(WrittenTests.functionName(of: id))
          && sections?.stages(ofTest: id).contains(judgement.stage) != false
      }
      var unseen = ids.filter { history[$0]?.firstRed == nil }
      // A test with no outcome did not run (the run did not build, or stopped before it):
      // unseen unless a red of a test of that name is on record (a fresh learner's eighth
      // try, 03 rows 105 to 107 and 113, 01 row 140, where no test was marked).
      let ran = Set(ids.map(WrittenTests.functionName(of:)))
      for name in judgement.tests where !ran.contains(name) && !excused.contains(name) {
        ids.append(name)
        let seen = history.contains {
          WrittenTests.functionName(of: $0.key) == name && $0.value.firstRed != nil
        }
        if !seen { unseen.append(name) }
      }
      switch stages.first(where: { $0.id == judgement.stage })?.greenBefore {
      case .all?: continue
      case .one? where unseen.count < ids.count: continue
      default: neverRed.formUnion(unseen)
      }
    }
    return neverRed
  }

  /// Which of `names` (tests as the file declares them) are among `neverRed` (ids of the
  /// learner's run).
  static func neverRedNames(_ names: [String], among neverRed: Set<String>) -> [String] {
    var shown: [String] = []
    for name in names {
      let ids = neverRed.filter { WrittenTests.functionName(of: $0) == name }.sorted()
      guard !ids.isEmpty else { continue }
      // A name two tests of the stage share is no name of one: each unseen one goes by its
      // id, suite and all (a fresh learner's twelfth try, 06 row 43, 12 row 50).
      let shared = names.filter { $0 == name }.count > 1
      shown += (shared ? ids : [name]).filter { !shown.contains($0) }
    }
    return shown
  }

  /// By stage given in test-first mode, the function names of its tests among `changed`
  /// (the given tests whose body is not the kit's, ``GivenTests``). Passing proves nothing
  /// of a given test edited into one that asserts less (a fresh learner's fourteenth try,
  /// 01 rows 35 and 36).
  static func changedGivenStages(of exercise: Exercise, changed: Set<String>) -> [String: [String]]
  {
    var stages: [String: [String]] = [:]
    for stage in exercise.stages where !stage.isWrittenTestFirst {
      let edited = stage.tests.filter(changed.contains).map(WrittenTests.functionName(of:))
      if !edited.isEmpty { stages[stage.id] = edited }
    }
    return stages
  }

  /// Whether a stage given in test-first mode is done. Its tests are in the learner's own
  /// folder, so their own run says; a given write-the-test stage's test is the learner's,
  /// by any name, in the stage's file. A stage with no test of its own (a refactoring
  /// the kit guards elsewhere) is done once the learner's code builds: nothing else asks
  /// anything of it, and it must not hold back the stages after it.
  /// `learnerFile` gives the source of one of the learner's files. A test stopped beside
  /// another's crash or `exit` has no outcome of its own there, and counts as a written
  /// stage's does: `kitsRun`, the kit's tests of the stage on the learner's code in a trial
  /// of their own, says; not for a double's stage, whose trial has the solution's double (a
  /// fresh learner's sixteenth try, 12 row 79).
  static func givenStageIsDone(
    _ stage: Stage, learnerRun: TestRun, kitsRun: Bool? = nil, learnerFile: (String) -> String
  ) -> Bool {
    var tests = stage.tests
    if stage.kind == .writeTheTest, let file = stage.file {
      let declared = WrittenTests.declared(in: learnerFile(file))
      tests = WrittenTests.ids(named: declared, in: learnerRun.outcomes)
      if tests.isEmpty { return false }
    }
    guard learnerRun.didCompile else { return false }
    return tests.allSatisfy { id in
      let outcome = learnerRun.outcome(of: id)
      return outcome.isPassed
        || (stage.kind == .makeTheTestPass && kitsRun == true && outcome.isStoppedBeside)
    }
  }

}
