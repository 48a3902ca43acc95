import Foundation

/// Judges the tests a learner writes test-first, stage by stage, and the learner's code,
/// in trials on the exercise's bench (``Bench``); the learner's folder is only read.
///
/// A stage's trials compile the learner's test file up to the end of that stage's
/// section (``StageSections/through(_:)``) with the code of one state of the kit: its end
/// (the reference), the finished solution, the code before it, each of its chaffs. All the
/// trials a check needs are built at once, so a wrong test's runs on the chaffs are there
/// too: a chaff it passes on names the misconception it holds (``StageJudgement/diagnoses``).
/// A verdict is kept with a digest of the files its trials compiled (``JudgeCache``): an
/// edit of the code, or of a later stage's test, costs a stage no trial.
struct StageJudge {
  let root: URL
  let exercise: Exercise
  let plan: TestFirstPlan
  /// States built from the starter as committed, not from the learner's folder.
  let states: ExerciseStates
  /// The time limit of the learner's own run, in seconds; a trial gets at most 30.
  let timeout: Int

  struct Outcome {
    var judgements: [StageJudgement]
    var code: JudgeCache.CodeVerdict
  }

  var slots: JudgeSlots { JudgeSlots(exercise: exercise) }

  /// Judges every stage with a section in the learner's test file and the learner's code.
  /// `learner` is the learner's exercise folder (`Sources/…`, `Tests/…`); `codeCompiles`
  /// whether their own run built it.
  /// With `only`, just those stages are judged (the fairness corpus judges one stage of
  /// each learner's file).
  func judge(
    learner: FileTree, codeCompiles: Bool, cache: inout JudgeCache, inputs: JudgeInputs,
    only: Set<String>? = nil
  ) throws -> Outcome {
    let source = String(decoding: learner[plan.file] ?? Data(), as: UTF8.self)
    let sections = StageSections(source)
    var judgements: [StageJudgement] = []
    var trials: [Bench.Trial] = []
    var pending: [(stage: Stage, number: Int, tests: [String], key: String, examples: [Mutant])] =
      []
    let numbers = Dictionary(uniqueKeysWithValues: slots.stages.map { ($0.stage.id, $0.number) })
    for stage in exercise.stages {
      guard let number = numbers[stage.id] else {
        judgements.append(StageJudgement(stage: stage.id, tests: stage.tests, verdict: .given))
        continue
      }
      guard sections.stages.contains(stage.id), only?.contains(stage.id) ?? true else { continue }
      let tests = sections.tests(of: stage.id)
      guard !tests.isEmpty else {
        var judgement = StageJudgement(stage: stage.id, tests: [], verdict: .notWritten)
        judgement.notes = sections.notTests(of: stage.id).map { "\($0.name): \($0.reason)" }
        judgements.append(judgement)
        continue
      }
      var files = learner.filter { $0.key.hasPrefix("Tests/") }
      files[plan.file] = Data(sections.key(through: stage.id).utf8)
      let key = inputs.key("stage \(stage.id)", files: files)
      files[plan.file] = Data(sections.through(stage.id).utf8)
      if let known = cache.stage(stage.id, inputs: key) {
        judgements.append(known)
        continue
      }
      let (stageTrials, examples) = try self.trials(
        of: stage, number: number, tests: files, section: sections.source(of: stage.id))
      trials += stageTrials
      pending.append((stage, number, tests, key, examples))
      judgements.append(StageJudgement(stage: stage.id, tests: tests, verdict: .notWritten))
    }
    let codeKey = inputs.key("code", files: learner.sources)
    var code = cache.code(inputs: codeKey)
    if code == nil && codeCompiles {
      trials.append(
        Bench.Trial(
          slot: JudgeSlots.code, sources: learner.sources,
          tests: try states.files(exercise, .solution).filter { $0.key.hasPrefix("Tests/") },
          timeout: .seconds(timeout)))
    }
    guard !trials.isEmpty else {
      return Outcome(judgements: judgements, code: code ?? .init(done: [:]))
    }
    let runs = try bench.run(trials) { slot in
      try slots.content(of: slot).flatMap { try slots.code(of: $0, in: states) }
    }
    for item in pending {
      let started = Date()
      var judgement = verdict(
        item.stage, number: item.number, tests: item.tests, runs: runs, examples: item.examples)
      judgement.notes = sections.notTests(of: item.stage.id).map { "\($0.name): \($0.reason)" }
      judgement.seconds = Date().timeIntervalSince(started)
      cache.stages[item.stage.id] = .init(inputs: item.key, value: judgement)
      judgements[judgements.firstIndex { $0.stage == item.stage.id }!] = judgement
    }
    if code == nil, let run = runs[JudgeSlots.code] {
      var done: [String: Bool] = [:]
      if run.didCompile {
        for stage in exercise.stages {
          done[stage.id] = stage.tests.allSatisfy { run.outcome(of: $0).isPassed }
        }
      }
      let verdict = JudgeCache.CodeVerdict(done: done, compileError: run.compileErrors.first)
      cache.code = .init(inputs: codeKey, value: verdict)
      code = verdict
    }
    return Outcome(judgements: judgements, code: code ?? .init(done: [:]))
  }

  var bench: Bench { Bench(kitRoot: root, exercise: exercise, slots: slots.all) }

  /// The trials of `stage` for a test whose files are `tests`: the reference, the
  /// finished solution, the code before it, each chaff; each example chaff once per
  /// literal of `section` it fakes, in the stage's example slots, and those chaffs.
  private func trials(of stage: Stage, number: Int, tests: FileTree, section: String) throws
    -> ([Bench.Trial], [Mutant])
  {
    let limit = Duration.seconds(min(timeout, 30))
    var trials: [Bench.Trial] = []
    for (slot, content) in slots.contents where slot.hasPrefix("s\(number)_") {
      guard case .example = content else {
        if let code = try slots.code(of: content, in: states) {
          trials.append(Bench.Trial(slot: slot, sources: code, tests: tests, timeout: limit))
        }
        continue
      }
    }
    let instances = StageChaffs(exercise: exercise).chaffs(of: stage, testSource: section)
      .filter { if case .example = $0.variant { true } else { false } }
      .prefix(JudgeSlots.examplesPerStage)
    var examples: [Mutant] = []
    for (index, instance) in instances.enumerated() {
      trials.append(
        Bench.Trial(
          slot: "s\(number)_x\(index + 1)", sources: try states.files(exercise, instance.variant),
          tests: tests, timeout: limit))
      examples.append(instance.chaff)
    }
    return (trials, examples)
  }

  /// The verdict on `tests`, the learner's tests of `stage`, from its trials' `runs`.
  func verdict(
    _ stage: Stage, number: Int, tests: [String], runs: [String: TestRun], examples: [Mutant]
  ) -> StageJudgement {
    var judgement = StageJudgement(stage: stage.id, tests: tests, verdict: .proven)
    let slot = { (name: String) in runs["s\(number)_\(name)"] }
    guard let reference = slot("ref") else { return judgement }
    let judged = { (run: TestRun) in Set(WrittenTests.ids(named: tests, in: run.outcomes)) }
    let isWrong = { (run: TestRun) in
      !run.didCompile || run.timedOut || judged(run).isEmpty
        || !run.failingTests.isDisjoint(with: judged(run))
    }
    if isWrong(reference), let finished = slot("fin"), !isWrong(finished) {
      judgement.verdict = .wrong(failing: Self.needsALaterStage(reference, tests: tests))
      return judgement
    }
    if let error = reference.compileErrors.first {
      judgement.verdict = .doesNotCompile(error)
      judgement.offer = offer(for: error)
      return judgement
    }
    let ran = judged(reference)
    let failing = reference.failingTests.intersection(ran)
    if !failing.isEmpty || ran.isEmpty || reference.timedOut {
      var messages: [String: String] = [:]
      for test in failing { messages[test] = reference.outcome(of: test).message }
      if reference.timedOut && failing.isEmpty {
        for test in tests { messages[test] = "stopped by the time limit on the reference solution" }
      }
      judgement.verdict = .wrong(failing: messages)
      judgement.diagnoses = chaffRuns(of: stage, number: number, examples: examples, runs: runs)
        .filter {
          _, run in
          run.didCompile && !run.timedOut && !judged(run).isEmpty
            && run.failingTests.isDisjoint(with: judged(run))
        }.map(\.chaff)
      return judgement
    }
    guard let before = slot("before").map({ Self.crashAttributed($0, tests: ran) }) else {
      return judgement
    }
    if let error = before.compileErrors.first {
      judgement.redBefore = "does not compile: \(error.message)"
    } else if let test = before.failingTests.intersection(judged(before)).sorted().first {
      judgement.redBefore = before.outcome(of: test).message
    } else if before.timedOut {
      judgement.redBefore = "stopped by the time limit"
    } else {
      judgement.verdict = .cannotFail
      judgement.answeredBefore = recordedRed(before: stage)
      return judgement
    }
    for (chaff, run) in chaffRuns(of: stage, number: number, examples: examples, runs: runs) {
      let attributed = Self.crashAttributed(run, tests: ran)
      judgement.chaffs.append(
        MutantOutcome(chaff, MutantVerdict(attributed, baseline: reference, judging: ran)))
    }
    if !judgement.survivors.isEmpty { judgement.verdict = .weak }
    return judgement
  }

  /// `run` with each of `tests` that never reported marked crashed when Swift Testing's
  /// process died: a trial's test module holds only the learner's tests (and the kit's
  /// XCTest probe), so a crash there is theirs, and a mistake that crashes their test is
  /// caught by it, not let through.
  static func crashAttributed(_ run: TestRun, tests: Set<String>) -> TestRun {
    guard let crash = run.swiftTestingCrash else { return run }
    var attributed = run
    for test in tests where run.outcomes[test] == nil {
      attributed.outcomes[test] = .crashed(message: crash.message)
    }
    return attributed
  }

  /// Each chaff of `stage` that ran, with its run: the ordinary ones, then the examples.
  private func chaffRuns(
    of stage: Stage, number: Int, examples: [Mutant], runs: [String: TestRun]
  ) -> [(chaff: Mutant, run: TestRun)] {
    var found: [(chaff: Mutant, run: TestRun)] = []
    let ordinary = exercise.mutants(aimedAt: stage).filter { $0.example == nil }
    for (index, chaff) in ordinary.enumerated() {
      if let run = runs["s\(number)_c\(index + 1)"] { found.append((chaff, run)) }
    }
    // An example that does not build (a decimal where the code counts in whole numbers)
    // fakes nothing the learner's test could catch: it is left out, not let through.
    for (index, chaff) in examples.enumerated() {
      if let run = runs["s\(number)_x\(index + 1)"], run.didCompile { found.append((chaff, run)) }
    }
    return found
  }

  /// How the kit's own tests of `stage` fail on the code before it, as the manifest
  /// records it (the previous snapshot's failures, or the starter's).
  func recordedRed(before stage: Stage) -> String? {
    guard let index = exercise.stages.firstIndex(where: { $0.id == stage.id }) else { return nil }
    let failing =
      exercise.stages[..<index].last(where: { $0.snapshot != nil })?.snapshot?.failing
      ?? exercise.starter.failing
    return failing.first { stage.tests.contains($0.test) }?.reason
  }

  /// What the reference code offers in place of a name the compiler could not find.
  private func offer(for error: CompileError) -> String? {
    guard let finished = try? states.files(exercise, .solution) else { return nil }
    let sources = finished.sources.mapValues { String(decoding: $0, as: UTF8.self) }
    return ReferenceOffer(sources: sources).sentence(for: error.message)
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
}
