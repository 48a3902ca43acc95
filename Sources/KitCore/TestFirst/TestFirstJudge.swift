import Foundation

/// Judges the tests a learner wrote test-first, stage by stage, in copies: the learner's
/// folder is only read.
///
/// A trial of stage *k* compiles the learner's test file up to the end of that stage's
/// section (``StageSections/through(_:)``) with the `Sources` of one state of the kit:
/// the reference solution, the code before the stage (the snapshot of the stage before,
/// or the starter), or one of the stage's chaffs. So a stage is judged on what its own
/// section says, a later stage's half-written test cannot spoil it, and its verdict keeps
/// while the file up to its section stays the same: an edit of the learner's code, or of
/// a later stage's test, costs it no trial (``TestFirstVerdictCache``).
struct TestFirstJudge {
  /// States built from the starter as committed, not from the learner's folder.
  let states: ExerciseStates
  let workspace: ExerciseWorkspace
  let runner: SwiftTestRunner

  /// Every stage of `exercise` with a section in the learner's test file, in order.
  func judge(_ exercise: Exercise, plan: TestFirstPlan, cache: inout TestFirstVerdictCache)
    throws -> [StageJudgement]
  {
    let learner = states.learnerFiles(exercise)
    let source = String(decoding: learner[plan.file] ?? Data(), as: UTF8.self)
    let sections = StageSections(source)
    var judgements: [StageJudgement] = []
    for stage in exercise.stages {
      guard stage.isWrittenTestFirst else {
        judgements.append(StageJudgement(stage: stage.id, tests: stage.tests, verdict: .given))
        continue
      }
      guard sections.stages.contains(stage.id) else { continue }
      let tests = sections.tests(of: stage.id)
      guard !tests.isEmpty else {
        judgements.append(StageJudgement(stage: stage.id, tests: [], verdict: .notWritten))
        continue
      }
      var files = learner
      files[plan.file] = Data(sections.through(stage.id).utf8)
      let key = cache.key(for: stage, testFiles: files.filter { $0.key.hasPrefix("Tests/") })
      if var known = cache.judgement(of: stage.id, key: key) {
        known.reused = true
        judgements.append(known)
        continue
      }
      let judgement = try judge(
        stage, of: exercise, tests: tests, files: files,
        chaffs: StageChaffs(exercise: exercise).chaffs(
          of: stage, testSource: sections.source(of: stage.id)))
      cache.keep(judgement, key: key)
      judgements.append(judgement)
    }
    return judgements
  }

  private func judge(
    _ stage: Stage, of exercise: Exercise, tests: [String], files: FileTree,
    chaffs: [(chaff: Mutant, variant: Variant)]
  ) throws -> StageJudgement {
    let started = Date()
    var judgement = StageJudgement(stage: stage.id, tests: tests, verdict: .proven)
    defer { judgement.seconds = Date().timeIntervalSince(started) }
    // The reference is the kit's code at the end of the stage when it has a snapshot:
    // the chaffs are that code with one mistake, so a chaff counts as caught only when the
    // test passes there. A test that fails there but passes on the finished solution leans
    // on a later stage's code, and no chaff of this stage could tell it anything.
    let isWrong: (TestRun) -> Bool = { run in
      let ran = Set(WrittenTests.ids(named: tests, in: run.outcomes))
      return !run.didCompile || ran.isEmpty || !run.failingTests.isDisjoint(with: ran)
    }
    let finished = try states.files(exercise, .solution)
    let stageEnd = stage.snapshot == nil ? nil : try states.files(exercise, .stage(stage.id))
    var solution = try confirmed(exercise, files, sources: stageEnd ?? finished) { run in
      run.didCompile && isWrong(run)
    }
    if let stageEnd, stageEnd.sources != finished.sources, isWrong(solution) {
      let atStageEnd = solution
      solution = try confirmed(exercise, files, sources: finished) { run in
        run.didCompile && isWrong(run)
      }
      if !isWrong(solution) {
        judgement.verdict = .wrong(failing: Self.needsALaterStage(atStageEnd, tests: tests))
        return judgement
      }
    }
    let judged = Set(WrittenTests.ids(named: tests, in: solution.outcomes))
    if let error = solution.compileErrors.first {
      judgement.verdict = .doesNotCompile(error)
      let sources = finished.sources.mapValues { String(decoding: $0, as: UTF8.self) }
      judgement.offer = ReferenceOffer(sources: sources).sentence(for: error.message)
      return judgement
    }
    let wrong = solution.failingTests.intersection(judged)
    if !wrong.isEmpty || judged.isEmpty {
      var failing: [String: String] = [:]
      for test in wrong { failing[test] = solution.outcome(of: test).message }
      judgement.verdict = .wrong(failing: failing)
      return judgement
    }
    let before = try confirmed(
      exercise, files, sources: states.base(of: exercise, .stage(stage.id))
    ) { run in
      run.didCompile && !run.timedOut && run.failingTests.intersection(judged).isEmpty
    }
    if Self.failedWithoutAReason(before) {
      throw TestFirstJudgeError.buildFailed(stage.id, before.outputTail)
    } else if let error = before.compileErrors.first {
      judgement.redBefore = "does not compile: \(error.message)"
    } else if let failing = before.failingTests.intersection(judged).sorted().first {
      judgement.redBefore = before.outcome(of: failing).message
    } else if before.timedOut {
      judgement.redBefore = "stopped by the time limit"
    } else {
      judgement.verdict = .cannotFail
      return judgement
    }
    for (chaff, variant) in chaffs {
      let run = try confirmed(exercise, files, sources: states.files(exercise, variant)) { run in
        MutantTrials.verdict(of: run, baseline: solution, judging: judged) == .survived
      }
      judgement.chaffs.append(
        MutantOutcome(
          chaff, MutantTrials.verdict(of: run, baseline: solution, judging: judged)))
    }
    if !judgement.survivors.isEmpty { judgement.verdict = .weak }
    return judgement
  }

  /// The learner's `files` with the `Sources` of `sources` in place of theirs, tested; a
  /// run that goes against the learner (`againstTheLearner`) is run once more on a build
  /// of every file afresh before it counts, as `Verifier` confirms a verdict against its
  /// expectation.
  ///
  /// The trials reuse one copy, rewritten about a second apart, and a clean-clone CI run
  /// once saw a trial test the previous trial's code (a right test judged wrong by the
  /// chaff before it). It was not seen again in 6 end-to-end runs and 160 rewrite-and-build
  /// cycles; a second build costs seconds only when the verdict is a bad one, while a
  /// false one would send the learner looking for a fault that is not in their test.
  private func confirmed(
    _ exercise: Exercise, _ files: FileTree, sources: FileTree,
    againstTheLearner: (TestRun) -> Bool
  ) throws -> TestRun {
    let copy = try workspace.build(
      root.appending(path: ".build/tddkit/trial/\(exercise.folder)"), exercise,
      files: files.withSources(of: sources))
    let first = try runner.run(packageAt: copy, testModule: exercise.module + "Tests")
    // A build that failed with no compiler error to show is tried again the same way.
    guard Self.failedWithoutAReason(first) || againstTheLearner(first) else { return first }
    try workspace.touchEveryFile(of: copy)
    return try runner.run(packageAt: copy, testModule: exercise.module + "Tests")
  }

  /// What a test that passes on the finished solution but not at the end of its stage
  /// gets as its "wrong" messages: the failure there, and why it counts.
  static func needsALaterStage(_ run: TestRun, tests: [String]) -> [String: String] {
    let why =
      "it passes on the finished solution, but not on the kit's code at the end of "
      + "this stage, so it needs a later stage's code"
    if let error = run.compileErrors.first {
      return [tests.joined(separator: ", "): "\(why): line \(error.line): \(error.message)"]
    }
    var failing: [String: String] = [:]
    for test in run.failingTests.intersection(WrittenTests.ids(named: tests, in: run.outcomes)) {
      failing[test] = "\(why): \(run.outcome(of: test).message)"
    }
    return failing
  }

  /// A build that failed without a compiler error naming a file and a line.
  static func failedWithoutAReason(_ run: TestRun) -> Bool {
    run.compileErrors.contains { $0.line == 0 }
  }

  private var root: URL { workspace.root }
}

/// A trial that could not be judged: its build failed with no compiler error to blame.
enum TestFirstJudgeError: Error, CustomStringConvertible {
  case buildFailed(String, String)

  var description: String {
    switch self {
    case .buildFailed(let stage, let output):
      "the build of stage \(stage)'s trial failed with no compiler error; its output ended:\n\(output)"
    }
  }
}
