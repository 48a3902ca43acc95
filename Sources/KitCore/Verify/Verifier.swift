import Foundation

/// Proves the curriculum: every starter red for exactly the manifest's tests and
/// reasons, every solution green, every stage snapshot as described, every mutant killed.
///
/// Every state of an exercise is a trial on its verify bench (``Bench``, ``VerifySlots``):
/// one build compiles them all on every core, each trial runs from the one binary, and a
/// trial whose run does not print the stamps of its files is built afresh, so a verdict
/// never comes from a stale build.
struct Verifier: Sendable {
  let root: URL
  let states: ExerciseStates
  /// The scratch folder this verifier builds in; one per worker.
  let scratch: URL
  let timeout: Duration
  /// Told what the verifier is doing: building, then running trial `n` of `m`.
  var progress: (@Sendable (String) -> Void)?
  /// Whether the reds the runs give are written as the exercise's recorded reds
  /// (`kit verify --record`) rather than compared with them.
  var records = false

  init(
    root: URL, scratch: URL, timeout: Duration, progress: (@Sendable (String) -> Void)? = nil,
    records: Bool = false
  ) {
    self.root = root
    self.states = ExerciseStates(root: root)
    self.scratch = scratch
    self.timeout = timeout
    self.progress = progress
    self.records = records
  }

  func verify(_ exercise: Exercise) -> ExerciseReport {
    let started = Date()
    var report = ExerciseReport(exercise: exercise.folder)
    // A patch that does not stand for its variant is that variant's problem; the rest of
    // the exercise is still verified.
    let broken = PatchAudit(root: root).findings(in: exercise)
    let planned = VerifySlots(exercise: exercise).all
    var trials: [Bench.Trial] = []
    var unbuildable: [String: String] = [:]
    var examples: [String: Mutant] = [:]
    for (slot, _, plan) in planned {
      do {
        guard let (files, mutant) = try self.files(of: plan, in: exercise, broken: broken) else {
          continue
        }
        if let mutant { examples[slot] = mutant }
        trials.append(
          Bench.Trial(
            slot: slot, sources: files.sources, tests: files.filter { $0.key.hasPrefix("Tests/") },
            timeout: timeout, schemas: Self.schemaSlots))
      } catch {
        unbuildable[slot] = "could not run \(name(of: plan)): \(error)"
      }
    }
    var bench = Bench(
      kitRoot: root, exercise: exercise,
      trials: planned.map { ($0.slot, $0.code) } + Self.schemaSlots.map { ($0, $0) },
      kind: "verify", scratch: scratch)
    bench.clearsForANewKit = false
    // Its trials follow from the kit alone, so a package of just the slots they use is the
    // same from one verify to the next: no empty module for each trial a schema holds.
    bench.runsOnlyItsSlots = true
    if let progress {
      let id = exercise.id
      bench.progress = { @Sendable phase in progress("\(id): \(phase)") }
    }
    let runs: Result<[String: TestRun], Error> = Result { try bench.run(trials) { _ in nil } }
    // The runs are checked against the reds they give when recording, else the recorded.
    let checked = reds(of: exercise, runs: stateRuns(planned, runs), into: &report)
    for (slot, _, plan) in planned {
      let outcome: Result<TestRun, VerifyFailure> =
        if let problem = unbuildable[slot] {
          .failure(VerifyFailure(message: problem))
        } else {
          switch runs {
          case .failure(let error):
            .failure(VerifyFailure(message: "could not run \(name(of: plan)): \(error)"))
          case .success(let runs):
            runs[slot].map { .success($0) }
              ?? .failure(VerifyFailure(message: "\(name(of: plan)) did not run"))
          }
        }
      record(plan, outcome, examples[slot], broken: broken, in: checked, into: &report)
    }
    report.seconds = Date().timeIntervalSince(started)
    return report
  }

  /// The slots of the schemas (``VariantSchema``) the states share: the solution with the
  /// mistakes planted in it, each stage's end with those planted in that, each family's
  /// tests compiled once.
  static let schemaSlots = (1...6).map { "all\($0)" }

  /// The files a planned trial is built from, and for an example, the chaff it instantiates
  /// with its literal; `nil` when there is no trial (a broken patch, an example slot past the
  /// literals the reference tests spell).
  private func files(
    of plan: VerifySlots.Planned, in exercise: Exercise, broken: [Variant: [String]]
  )
    throws -> (FileTree, Mutant?)?
  {
    switch plan {
    case .starter: return (try states.files(exercise, .starter), nil)
    case .solution: return (try states.files(exercise, .solution), nil)
    case .skeleton:
      return broken[.skeleton] == nil ? (try states.files(exercise, .skeleton), nil) : nil
    case .snapshot(let stage):
      return broken[.stage(stage.id)] == nil
        ? (try states.files(exercise, .stage(stage.id)), nil) : nil
    case .redBefore(let stage):
      let code = try states.base(of: exercise, .stage(stage.id))
      return (try states.files(exercise, .solution).withSources(of: code), nil)
    case .mutant(let mutant):
      return broken[.mutant(mutant.id)] == nil
        ? (try states.files(exercise, .mutant(mutant.id)), nil) : nil
    case .wheat(let wheat):
      return broken[.wheat(wheat.id)] == nil
        ? (try states.provingFiles(of: wheat, in: exercise), nil) : nil
    case .example(let mutant, let index):
      guard broken[.mutant(mutant.id)] == nil,
        let instance = instances(of: mutant, in: exercise)
          .dropFirst(index - 1).first
      else { return nil }
      return (try states.files(exercise, instance.variant), instance.mutant)
    }
  }

  /// An example chaff's instances: one per literal of its kind its stage's reference
  /// tests spell out, as a learner's test meets it.
  private func instances(of mutant: Mutant, in exercise: Exercise) -> [(
    mutant: Mutant, variant: Variant
  )] {
    guard let stage = exercise.stages.first(where: { $0.id == mutant.stage }) else { return [] }
    let source = states.referenceTestSource(of: stage, in: exercise)
    return StageMutants(exercise: exercise).mutants(of: stage, testSource: source).filter {
      $0.mutant.id == mutant.id
    }
  }

  private func name(of plan: VerifySlots.Planned) -> String {
    switch plan {
    case .starter: "the starter"
    case .solution: "the solution"
    case .skeleton: "the \(Variant.skeleton)"
    case .snapshot(let stage): "the stage \(stage.id)"
    case .redBefore(let stage): "the code before \(stage.id)"
    case .mutant(let mutant): "the mutant \(mutant.id)"
    case .example(let mutant, let index): "the mutant \(mutant.id)'s example \(index)"
    case .wheat(let wheat): "the wheat \(wheat.id)"
    }
  }

  /// Puts what `outcome` says of `plan` into `report`.
  private func record(
    _ plan: VerifySlots.Planned, _ outcome: Result<TestRun, VerifyFailure>, _ instance: Mutant?,
    broken: [Variant: [String]], in exercise: Exercise, into report: inout ExerciseReport
  ) {
    let tests = exercise.testsInOrder
    func check(_ failing: [ExpectedFailure], _ variant: Variant) -> [String] {
      switch outcome {
      case .failure(let problem): return [problem.message]
      case .success(let run):
        return VariantCheck.problems(
          in: run, expectedFailures: failing, walkthroughTests: tests,
          optional: exercise.testsThatMayBeMissing(in: variant))
      }
    }
    switch plan {
    case .starter:
      report.starterProblems = check(exercise.starter.failing, .starter)
    case .solution:
      report.solutionProblems = check([], .solution)
    case .snapshot(let stage):
      report.stagesChecked += 1
      let problems =
        broken[.stage(stage.id)] ?? check(stage.snapshot?.failing ?? [], .stage(stage.id))
      if !problems.isEmpty { report.stageProblems[stage.id] = problems }
    case .skeleton:
      report.skeletonProblems = broken[.skeleton] ?? skeletonProblems(outcome, in: exercise)
    case .redBefore(let stage):
      let problem: String? =
        switch outcome {
        case .failure(let failure): failure.message
        case .success(let run): Self.greenBefore(run, stage: stage)
        }
      if let problem { report.stageProblems[stage.id, default: []].append(problem) }
    case .mutant(let mutant):
      recordMutant(mutant, outcome, broken: broken[.mutant(mutant.id)], in: exercise, into: &report)
    case .wheat(let wheat):
      report.mutantProblems +=
        broken[.wheat(wheat.id)] ?? Self.wheatProblems(wheat, outcome, in: exercise)
    case .example(let mutant, let index):
      guard broken[.mutant(mutant.id)] == nil else {
        if index == 1 {
          recordMutant(
            mutant, outcome, broken: broken[.mutant(mutant.id)], in: exercise, into: &report)
        }
        return
      }
      if let instance {
        recordMutant(instance, outcome, broken: nil, in: exercise, into: &report)
      } else if index == 1 {
        report.mutantsTotal += 1
        report.mutantProblems.append(
          "mutant \(mutant.id) fakes a \(mutant.example?.rawValue ?? "") example, but the reference tests of its stage spell none"
        )
      }
    }
  }

  private func recordMutant(
    _ mutant: Mutant, _ outcome: Result<TestRun, VerifyFailure>, broken: [String]?,
    in exercise: Exercise, into report: inout ExerciseReport
  ) {
    report.mutantsTotal += 1
    var result = MutantResult(id: mutant.id, stage: mutant.stage, killedBy: [])
    if let broken {
      report.mutants.append(result)
      report.mutantProblems += broken
      return
    }
    if case .success(let run) = outcome { result.killedBy = run.failingTests.sorted() }
    report.mutants.append(result)
    if let problem = Self.problem(with: mutant, in: exercise, outcome) {
      report.mutantProblems.append(problem)
    } else {
      report.mutantsKilled += 1
    }
  }

  /// What is wrong with a mutant's run: it did not run or compile, nothing caught it, or
  /// the stage it is aimed at has reference tests and none of them caught it.
  static func problem(
    with mutant: Mutant, in exercise: Exercise, _ outcome: Result<TestRun, VerifyFailure>
  ) -> String? {
    let run: TestRun
    switch outcome {
    case .failure(let problem): return "mutant \(mutant.id): \(problem.message)"
    case .success(let success): run = success
    }
    if !run.didCompile {
      return "mutant \(mutant.id) does not compile: \(run.compileErrors[0])"
    }
    guard case .killed = MutantVerdict(run, baseline: TestRun(), judging: []) else {
      return "mutant \(mutant.id) survived: no test caught “\(mutant.description)”"
    }
    // A write-the-double stage's mutants are caught by any test that uses the double.
    guard let id = mutant.stage, let stage = exercise.stages.first(where: { $0.id == id }),
      stage.kind != .writeTheDouble, !stage.tests.isEmpty
    else { return nil }
    if case .survived = MutantVerdict(run, baseline: TestRun(), judging: Set(stage.tests)) {
      return
        "mutant \(mutant.id) is aimed at stage \(id), but none of its reference tests caught it"
    }
    return nil
  }

  /// The problem when none of `stage`'s reference tests failed in `run` (of the code
  /// before the stage): a learner's test of it could never be seen red. A build that does
  /// not compile, or a run stopped by the time limit, is red enough.
  static func greenBefore(_ run: TestRun, stage: Stage) -> String? {
    guard run.didCompile, !run.timedOut, run.failingTests.isDisjoint(with: stage.tests) else {
      return nil
    }
    return
      "test-first: none of its reference tests (from the solution's folder) fails on the code before it"
  }

  /// The skeleton builds, and has one `// stage:` line per stage, in the walkthrough's
  /// order; only the tests it keeps given may fail on the starter's code: they are reds.
  private func skeletonProblems(_ outcome: Result<TestRun, VerifyFailure>, in exercise: Exercise)
    -> [String]
  {
    var problems: [String] = []
    if let plan = exercise.testFirst, let files = try? states.files(exercise, .skeleton) {
      let stages = StageSections(String(decoding: files[plan.file] ?? Data(), as: UTF8.self)).stages
      let written = exercise.stages.filter(\.isWrittenTestFirst).map(\.id)
      if stages != written {
        problems.append(
          "\(plan.file) has the stage lines \(stages), not one per stage the learner writes, in order: \(written)"
        )
      }
    }
    switch outcome {
    case .failure(let failure): problems.append(failure.message)
    case .success(let run):
      if let error = run.compileErrors.first { problems.append("does not compile: \(error)") }
      let given = Set(exercise.stages.filter { !$0.isWrittenTestFirst }.flatMap(\.tests))
      let failing = run.failingTests.subtracting(given)
      if !failing.isEmpty { problems.append("has failing tests: \(failing.sorted())") }
    }
    return problems
  }
}

struct VerifyFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
