import Foundation

/// Judges the tests a learner writes test-first, stage by stage, and the learner's code,
/// in trials on the exercise's bench (``Bench``); the learner's folder is only read.
///
/// A stage's trials compile the learner's test file with the later stages' sections left
/// out (``StageSections/through(_:)``), with the code of one state of the kit: its end (the
/// reference), the finished solution, the code before it, each of its chaffs. All the
/// trials a check needs are built at once, so a wrong test's runs on the chaffs are there
/// too: a chaff it passes on names the misconception it holds (``StageJudgement/diagnoses``).
/// A verdict is kept with a digest of the files its trials compiled (``JudgeCache``): an
/// edit of the code, or of a later stage's test, costs a stage no trial.
struct StageJudge {
  let root: URL
  let exercise: Exercise
  let plan: TestFirstPlan
  /// States built from the starter as committed, not from the learner's folder, each
  /// variant once for the judge's lifetime (one check).
  let states: ExerciseStates
  /// The time limit of the learner's own run, in seconds; a trial gets at most 30.
  let timeout: Int

  init(root: URL, exercise: Exercise, plan: TestFirstPlan, states: ExerciseStates, timeout: Int) {
    self.root = root
    self.exercise = exercise
    self.plan = plan
    self.states = states.remembering()
    self.timeout = timeout
  }

  struct Outcome {
    var judgements: [StageJudgement]
    var code: JudgeCache.CodeVerdict
  }

  /// Judges every stage with a section in the learner's test file and the learner's code.
  /// `learner` is the learner's exercise folder (`Sources/…`, `Tests/…`); code that does
  /// not compile gets the compiler's errors as its verdict. With `only`, just those stages
  /// are judged.
  func judge(
    learner: FileTree, cache: inout JudgeCache, inputs: JudgeInputs, only: Set<String>? = nil
  ) throws -> Outcome {
    let slots = JudgeSlots(exercise: exercise)
    var plans = [try plan(learner, copy: 0, slots: slots, cache: cache, inputs: inputs, only: only)]
    let codeKey = inputs.key("code", files: learner.sources)
    var code = cache.code(inputs: codeKey)
    var trials = plans[0].trials
    if code == nil { trials.append(try codeTrial(learner)) }
    var runs = trials.isEmpty ? [:] : try run(trials, slots: slots)
    try finish(plans, runs: &runs, slots: slots)
    let judgements = read(&plans[0], runs: runs, slots: slots, cache: &cache)
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

  /// Lays out on the bench the trials a check of `learner` as it is now would run, without
  /// building them, for a build ahead of that check (``BackgroundBuild``): the tests the
  /// learner's file holds already, and the learner's code with the kit's tests, compile
  /// then, and the slots of the stages it has no test for yet, idle with their code, so
  /// that the check compiles only what changes meanwhile, in a package planned already.
  func layAhead(learner: FileTree, cache: JudgeCache, inputs: JudgeInputs) throws -> Bench {
    let slots = JudgeSlots(exercise: exercise)
    var trials = try plan(learner, copy: 0, slots: slots, cache: cache, inputs: inputs, only: nil)
      .trials
    if cache.code(inputs: inputs.key("code", files: learner.sources)) == nil {
      trials.append(try codeTrial(learner))
    }
    let bench = slots.bench(root: root)
    try bench.layAhead(
      trials, reserving: try slots.checkSlots(in: states), idleCode: slots.idleCodes(in: states))
    return bench
  }

  /// The kit's tests on the learner's code.
  private func codeTrial(_ learner: FileTree) throws -> Bench.Trial {
    Bench.Trial(
      slot: JudgeSlots.code, sources: learner.sources,
      tests: try states.files(exercise, .solution).filter { $0.key.hasPrefix("Tests/") },
      timeout: .seconds(timeout))
  }

  /// Judges many learners' test files at once, each on its `only` stages, in one build of
  /// a bench with a copy of the trials for each (the fairness corpus): their verdicts, in
  /// order.
  func judge(files: [(learner: FileTree, only: Set<String>)], inputs: JudgeInputs) throws
    -> [[StageJudgement]]
  {
    var slots = JudgeSlots(
      exercise: exercise, copies: files.isEmpty ? [nil] : files.map { Optional($0.only) })
    slots.buildsOnce = true
    var caches = files.map { _ in JudgeCache() }
    var plans = try files.enumerated().map { copy, file in
      try plan(
        file.learner, copy: copy, slots: slots, cache: caches[copy], inputs: inputs, only: file.only
      )
    }
    var runs = try run(plans.flatMap(\.trials), slots: slots)
    try finish(plans, runs: &runs, slots: slots)
    return plans.indices.map { read(&plans[$0], runs: runs, slots: slots, cache: &caches[$0]) }
  }

  /// Runs, in a second build, the finished solution's trial of each stage whose test is
  /// wrong on the reference: a test that passes there leans on a later stage. A right test,
  /// the usual case, never needs it, so the first build leaves it out.
  private func finish(_ plans: [Plan], runs: inout [String: TestRun], slots: JudgeSlots) throws {
    let needed = plans.flatMap(\.finishing).filter { item in
      runs[item.reference].map { Self.isWrong($0, tests: item.tests) } ?? false
    }
    guard !needed.isEmpty else { return }
    runs.merge(try run(needed.map(\.trial), slots: slots)) { $1 }
  }

  private func run(_ trials: [Bench.Trial], slots: JudgeSlots) throws -> [String: TestRun] {
    try slots.bench(root: root).run(trials, idleCode: slots.idleCodes(in: states))
  }

  /// One learner's file, planned: the verdicts known already, the stages to judge, and
  /// their trials.
  private struct Plan {
    var judgements: [StageJudgement] = []
    var pending: [(stage: Stage, number: Int, tests: [String], key: String, examples: [Mutant])] =
      []
    /// Each pending stage's trial on the finished solution, run only when the stage's test
    /// is wrong on the reference (``finish(_:runs:slots:)``).
    var finishing: [(reference: String, tests: [String], trial: Bench.Trial)] = []
    var trials: [Bench.Trial] = []
    var copy = 0
    var sections: StageSections
  }

  private func plan(
    _ learner: FileTree, copy: Int, slots: JudgeSlots, cache: JudgeCache, inputs: JudgeInputs,
    only: Set<String>?
  ) throws -> Plan {
    let source = String(decoding: learner[plan.file] ?? Data(), as: UTF8.self)
    var plan = Plan(
      copy: copy, sections: StageSections(source, order: exercise.stages.map(\.id)))
    let numbers = Dictionary(uniqueKeysWithValues: slots.stages.map { ($0.stage.id, $0.number) })
    for stage in exercise.stages {
      guard let number = numbers[stage.id] else {
        plan.judgements.append(StageJudgement(stage: stage.id, tests: stage.tests, verdict: .given))
        continue
      }
      let sections = plan.sections
      guard sections.stages.contains(stage.id), only?.contains(stage.id) ?? true else { continue }
      let tests = sections.tests(of: stage.id)
      guard !tests.isEmpty else {
        var judgement = StageJudgement(stage: stage.id, tests: [], verdict: .notWritten)
        judgement.notes = sections.notTests(of: stage.id).map { "\($0.name): \($0.reason)" }
        plan.judgements.append(judgement)
        continue
      }
      var files = learner.filter { $0.key.hasPrefix("Tests/") }
      files[self.plan.file] = Data(sections.key(through: stage.id).utf8)
      let key = inputs.key("stage \(stage.id)", files: files)
      files[self.plan.file] = Data(sections.through(stage.id).utf8)
      if let known = cache.stage(stage.id, inputs: key) {
        plan.judgements.append(known)
        continue
      }
      let planned = try self.trials(
        of: stage, number: number, copy: copy, tests: files, slots: slots,
        section: sections.source(of: stage.id), apart: tests.count > 1)
      if let finishing = planned.finishing {
        plan.finishing.append((finishing.reference, tests, finishing.trial))
      }
      plan.trials += planned.trials
      plan.pending.append((stage, number, tests, key, planned.examples))
      plan.judgements.append(StageJudgement(stage: stage.id, tests: tests, verdict: .notWritten))
    }
    return plan
  }

  /// Reads the pending stages' verdicts from `runs`, keeps them in `cache`, and returns
  /// every judgement of the plan.
  private func read(
    _ plan: inout Plan, runs: [String: TestRun], slots: JudgeSlots, cache: inout JudgeCache
  ) -> [StageJudgement] {
    for item in plan.pending {
      var judgement = verdict(
        item.stage, tests: item.tests,
        runs: stageRuns(
          item.stage, number: item.number, copy: plan.copy, runs: runs, slots: slots,
          examples: item.examples))
      // What will not run under the stage's line, before what the verdict found (a test
      // skipped on the reference).
      judgement.notes =
        plan.sections.notTests(of: item.stage.id).map { "\($0.name): \($0.reason)" }
        + judgement.notes
      switch judgement.verdict {
      case .weak, .cannotFail:
        judgement.notes += Self.knownIssueNotes(
          tests: judgement.tests, source: plan.sections.source(of: item.stage.id))
      default: break
      }
      cache.stages[item.stage.id] = .init(inputs: item.key, value: judgement)
      if let index = plan.judgements.firstIndex(where: { $0.stage == item.stage.id }) {
        plan.judgements[index] = judgement
      }
    }
    return plan.judgements
  }

  /// For each of `tests` in `source` that asserts inside `withKnownIssue`: the assertions a
  /// weak verdict asks for may be there already, held in it (a fresh learner's eleventh try,
  /// 02 row 33). An intermittent known issue never fails the test; a plain one fails it
  /// only when it is not recorded, when what it holds passes (fourteenth try, 11 row 33).
  static func knownIssueNotes(tests: [String], source: String) -> [String] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return TestFileOutline(source).functions.compactMap { function in
      guard tests.contains(function.name), function.line <= function.endLine,
        function.endLine < lines.count
      else { return nil }
      let body = lines[function.line...function.endLine]
      guard body.contains(where: { $0.contains("withKnownIssue") }) else { return nil }
      if body.contains(where: { $0.contains("isIntermittent: true") }) {
        return "\(function.name): what it asserts inside `withKnownIssue(isIntermittent: true)` "
          + "never fails the test, whether it holds or not: only an assertion outside it can"
      }
      return "\(function.name): an assertion inside `withKnownIssue` fails the test only when it "
        + "holds: the test catches code that does exactly what it asserts there, and no other "
        + "mistake"
    }
  }

  /// A stage's trials for one learner's test: those of the first build, the chaffs its
  /// example trials stand for, and the trial on the finished solution, kept back until the
  /// reference's run says it is needed (``finish(_:runs:slots:)``).
  private struct StageTrials {
    var trials: [Bench.Trial] = []
    var examples: [Mutant] = []
    var finishing: (reference: String, trial: Bench.Trial)?
  }

  /// The trials of `stage` for a learner's test whose files are `tests`: each trial slot of
  /// the stage with its code, sharing the stage's schema slots; each example chaff once per
  /// literal of `section` it fakes, in the stage's example slots, and the chaffs those
  /// stand for. With `apart` (two tests or more), the reference runs each test on its own
  /// too (``StageRuns/apart``).
  private func trials(
    of stage: Stage, number: Int, copy: Int, tests: FileTree, slots: JudgeSlots, section: String,
    apart: Bool
  ) throws -> StageTrials {
    let limit = Duration.seconds(min(timeout, 30))
    let prefix = JudgeSlots.prefix(copy) + "s\(number)_"
    let own = slots.trials.filter { $0.slot.hasPrefix(prefix) }
    let schemas = own.filter { if case .schema = $0.trial { true } else { false } }.map(\.slot)
    var result = StageTrials()
    var exampleSlots: [String] = []
    var reference: String?
    var finished: Bench.Trial?
    for (slot, _, trial) in own {
      if case .example = trial {
        exampleSlots.append(slot)
      } else if let code = try slots.code(of: trial, in: states) {
        let built = Bench.Trial(
          slot: slot, sources: code, tests: tests, timeout: limit, schemas: schemas)
        switch trial {
        case .finished: finished = built.alone
        case .reference:
          reference = slot
          var built = built
          if apart { built.apart = [slot] }
          result.trials.append(built)
        default: result.trials.append(built)
        }
      }
    }
    if let reference, let finished { result.finishing = (reference, finished) }
    let file = String(decoding: tests[plan.file] ?? Data(), as: UTF8.self)
    let instances = StageMutants(exercise: exercise).mutants(
      of: stage, testSource: section, file: file
    )
    .filter { if case .example = $0.variant { true } else { false } }
    for (slot, instance) in zip(exampleSlots, instances) {
      result.trials.append(
        Bench.Trial(
          slot: slot, sources: try states.files(exercise, instance.variant), tests: tests,
          timeout: limit, schemas: schemas))
      result.examples.append(instance.mutant)
    }
    return result
  }

  /// A stage's runs, by what each trial ran.
  struct StageRuns {
    var reference: TestRun?
    var finished: TestRun?
    var before: TestRun?
    /// Each chaff that ran, with its run: the ordinary ones, then the examples.
    var mutants: [(mutant: Mutant, run: TestRun)] = []
    /// Each wheat that ran, with its run: a test failing there is over-specified.
    var wheats: [(wheat: Wheat, run: TestRun)] = []
    /// The reference's run with each test in a process of its own (a stage of two tests or
    /// more): a test that passes only beside another leans on it, and a test stopped by
    /// another's `exit` is told apart from the one that called it.
    var apart: TestRun?
  }

  private func stageRuns(
    _ stage: Stage, number: Int, copy: Int, runs: [String: TestRun], slots: JudgeSlots,
    examples: [Mutant]
  ) -> StageRuns {
    var found = StageRuns()
    var exampleIndex = 0
    let prefix = JudgeSlots.prefix(copy) + "s\(number)_"
    for (slot, _, trial) in slots.trials where slot.hasPrefix(prefix) {
      guard let run = runs[slot] else { continue }
      switch trial {
      case .reference:
        found.reference = run
        found.apart = runs[Bench.apartKey(slot)]
      case .finished: found.finished = run
      case .before: found.before = run
      case .mutant(_, let mutant): found.mutants.append((mutant, run))
      case .wheat(_, let wheat): found.wheats.append((wheat, run))
      case .example:
        // An example that does not build (a decimal where the code counts in whole
        // numbers) fakes nothing the learner's test could catch: left out, not let through.
        if exampleIndex < examples.count, run.didCompile {
          found.mutants.append((examples[exampleIndex], run))
        }
        exampleIndex += 1
      case .learnerCode, .guidedBase, .guidedMutant, .schema, .guidedSchema: break
      }
    }
    return found
  }
}
