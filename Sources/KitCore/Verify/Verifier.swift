import Foundation

/// Proves the curriculum: every starter red for exactly the manifest's tests and
/// reasons, every solution green, every stage snapshot as described, every mutant killed.
public struct Verifier: Sendable {
  let workspace: ExerciseWorkspace
  let runner: SwiftTestRunner

  public init(workspace: ExerciseWorkspace, runner: SwiftTestRunner) {
    self.workspace = workspace
    self.runner = runner
  }

  public func verify(_ exercise: Exercise) -> ExerciseReport {
    let started = Date()
    var report = ExerciseReport(exercise: exercise.folder)
    let tests = exercise.testsInOrder

    // A patch that does not stand for its variant is that variant's problem; the rest of
    // the exercise is still verified.
    let broken = PatchAudit(root: workspace.root).findings(in: exercise)
    report.starterProblems = check(
      exercise, .starter, failing: exercise.starter.failing, tests: tests)
    // Starter, snapshots, solution, then mutants: each step changes the fewest files from
    // the one before, and a build recompiles only what changed.
    for stage in exercise.stages {
      guard let snapshot = stage.snapshot else { continue }
      report.stagesChecked += 1
      if let problems = broken[.stage(stage.id)] {
        report.stageProblems[stage.id] = problems
        continue
      }
      let problems = check(
        exercise, .stage(stage.id), failing: snapshot.failing, tests: tests)
      if !problems.isEmpty { report.stageProblems[stage.id] = problems }
    }
    report.solutionProblems = check(exercise, .solution, failing: [], tests: tests)
    if let plan = exercise.testFirst {
      report.skeletonProblems = broken[.skeleton] ?? checkSkeleton(exercise, plan)
      for stage in exercise.stages where stage.isWrittenTestFirst && stage.kind == .writeTheTest {
        if let problem = checkRedBefore(exercise, stage) {
          report.stageProblems[stage.id, default: []].append(problem)
        }
      }
    }
    for mutant in exercise.mutants {
      if let problems = broken[.mutant(mutant.id)] {
        report.mutantsTotal += 1
        report.mutants.append(MutantResult(id: mutant.id, stage: mutant.stage, killedBy: []))
        report.mutantProblems += problems
        continue
      }
      let instances = self.instances(of: mutant, in: exercise)
      if instances.isEmpty {
        report.mutantsTotal += 1
        report.mutantProblems.append(
          "mutant \(mutant.id) fakes a \(mutant.example?.rawValue ?? "") example, but the reference tests of its stage spell none"
        )
      }
      for (chaff, variant) in instances {
        report.mutantsTotal += 1
        let outcome = run(exercise, variant) {
          Self.problem(with: chaff, in: exercise, $0) != nil
        }
        var result = MutantResult(id: chaff.id, stage: chaff.stage, killedBy: [])
        if case .success(let run) = outcome { result.killedBy = run.failingTests.sorted() }
        report.mutants.append(result)
        if let problem = Self.problem(with: chaff, in: exercise, outcome) {
          report.mutantProblems.append(problem)
        } else {
          report.mutantsKilled += 1
        }
      }
    }
    report.seconds = Date().timeIntervalSince(started)
    return report
  }

  /// The variants `mutant` is built as: itself, or, for an example chaff, one per literal
  /// of its kind that its stage's reference tests spell out, as a learner's test meets it.
  private func instances(of mutant: Mutant, in exercise: Exercise) -> [(Mutant, Variant)] {
    guard mutant.example != nil, let stage = exercise.stages.first(where: { $0.id == mutant.stage })
    else { return [(mutant, .mutant(mutant.id))] }
    let source = workspace.states.referenceTestSource(of: stage, in: exercise)
    return StageChaffs(exercise: exercise).chaffs(of: stage, testSource: source).filter {
      $0.chaff.id == mutant.id
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
    if run.failingTests.isEmpty && !run.timedOut {
      return "mutant \(mutant.id) survived: no test caught “\(mutant.description)”"
    }
    // A write-the-double stage's mutants are caught by any test that uses the double.
    guard let id = mutant.stage, let stage = exercise.stages.first(where: { $0.id == id }),
      stage.kind != .writeTheDouble, !stage.tests.isEmpty
    else { return nil }
    if run.failingTests.isDisjoint(with: stage.tests) {
      return
        "mutant \(mutant.id) is aimed at stage \(id), but none of its reference tests caught it"
    }
    return nil
  }

  /// A write-the-test stage worked test-first has its reference tests in the solution's
  /// folder, so no snapshot build holds them and the manifest's `failing` lists cannot
  /// say they fail before the stage. They run here, from the solution, on the code before
  /// the stage, as a learner's test of the stage is run.
  private func checkRedBefore(_ exercise: Exercise, _ stage: Stage) -> String? {
    let outcome = run(exercise, "the code before \(stage.id)") {
      guard case .success(let run) = $0 else { return false }
      return Self.greenBefore(run, stage: stage) != nil
    } files: {
      try workspace.states.files(exercise, .solution)
        .withSources(of: workspace.states.base(of: exercise, .stage(stage.id)))
    }
    switch outcome {
    case .failure(let failure): return failure.message
    case .success(let run): return Self.greenBefore(run, stage: stage)
    }
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

  /// The skeleton builds, and has one `// stage:` line per stage, in the walkthrough's order.
  private func checkSkeleton(_ exercise: Exercise, _ plan: TestFirstPlan) -> [String] {
    var problems: [String] = []
    do {
      let files = try workspace.states.files(exercise, .skeleton)
      let source = String(decoding: files[plan.file] ?? Data(), as: UTF8.self)
      let stages = StageSections(source).stages
      let written = exercise.stages.filter(\.isWrittenTestFirst).map(\.id)
      if stages != written {
        problems.append(
          "\(plan.file) has the stage lines \(stages), not one per stage the learner writes, in order: \(written)"
        )
      }
    } catch {
      return ["\(error)"]
    }
    let built = run(exercise, "the \(Variant.skeleton)", fresh: false) {
      try workspace.states.files(exercise, .skeleton)
    }
    switch built {
    case .failure(let failure): problems.append(failure.message)
    case .success(let run):
      if let error = run.compileErrors.first { problems.append("does not compile: \(error)") }
      // Only the tests it keeps given may fail on the starter's code: they are reds.
      let given = Set(exercise.stages.filter { !$0.isWrittenTestFirst }.flatMap(\.tests))
      let failing = run.failingTests.subtracting(given)
      if !failing.isEmpty { problems.append("has failing tests: \(failing.sorted())") }
    }
    return problems
  }

  private func check(
    _ exercise: Exercise, _ variant: Variant, failing: [ExpectedFailure], tests: [String]
  ) -> [String] {
    let outcome = run(exercise, variant) {
      guard case .success(let run) = $0 else { return false }
      return !VariantCheck.problems(
        in: run, expectedFailures: failing, walkthroughTests: tests,
        optional: exercise.testsThatMayBeMissing(in: variant)
      ).isEmpty
    }
    switch outcome {
    case .failure(let problem):
      return [problem.message]
    case .success(let run):
      return VariantCheck.problems(
        in: run, expectedFailures: failing, walkthroughTests: tests,
        optional: exercise.testsThatMayBeMissing(in: variant))
    }
  }

  /// Runs `variant`; when `isBad` judges the outcome against the kit's expectations, runs
  /// it once more on a build of every file afresh and keeps that outcome, so a verdict is
  /// never the product of a stale incremental build.
  private func run(
    _ exercise: Exercise, _ variant: Variant,
    confirmingWhen isBad: (Result<TestRun, VerifyFailure>) -> Bool
  ) -> Result<TestRun, VerifyFailure> {
    run(exercise, "the \(variant)", confirmingWhen: isBad) {
      try workspace.states.files(exercise, variant)
    }
  }

  /// Runs the state `name` whose files `files` gives, confirming a bad outcome as above.
  private func run(
    _ exercise: Exercise, _ name: String,
    confirmingWhen isBad: (Result<TestRun, VerifyFailure>) -> Bool,
    files: () throws -> FileTree
  ) -> Result<TestRun, VerifyFailure> {
    let first = run(exercise, name, fresh: false, files: files)
    guard case .success = first, isBad(first) else { return first }
    return run(exercise, name, fresh: true, files: files)
  }

  private func run(
    _ exercise: Exercise, _ name: String, fresh: Bool, files: () throws -> FileTree
  ) -> Result<TestRun, VerifyFailure> {
    do {
      let package = try workspace.prepare(exercise, files: files())
      if fresh { try workspace.touchEveryFile(of: package) }
      return .success(try runner.run(packageAt: package, testModule: exercise.module + "Tests"))
    } catch {
      return .failure(VerifyFailure(message: "could not run \(name): \(error)"))
    }
  }
}

struct VerifyFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
