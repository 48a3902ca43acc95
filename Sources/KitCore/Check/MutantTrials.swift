import Foundation

/// What one planted mistake did to the learner's tests.
public enum MutantVerdict: Codable, Equatable, Sendable {
  /// At least one of the learner's tests failed against it, and passes on the solution.
  case killed(by: [String])
  /// Every one of the learner's tests passed against it.
  case survived
  /// The learner's tests do not compile against it: they use something the stage did not
  /// ask for. Not a kill, since no test ran.
  case didNotCompile(CompileError)
}

/// One mutant and what it did to the learner's tests.
public struct MutantOutcome: Codable, Equatable, Sendable {
  public var mutant: Mutant
  public var verdict: MutantVerdict

  public init(_ mutant: Mutant, _ verdict: MutantVerdict) {
    self.mutant = mutant
    self.verdict = verdict
  }

  public var isKilled: Bool {
    if case .killed = verdict { true } else { false }
  }
}

/// The learner's tests of one write-the-test or write-the-double stage, run against the
/// reference solution and against each mutant aimed at that stage.
public struct StageTrial: Codable, Equatable, Sendable {
  public var stage: String
  /// The learner's tests that fail on the reference solution too, with their message:
  /// they test something other than the behaviour, and cannot count as catching anything.
  public var failingOnSolution: [String: String] = [:]
  /// When the learner's tests do not even compile against the reference solution.
  public var solutionCompileError: CompileError?
  /// By mutant, in manifest order.
  public var verdicts: [MutantOutcome] = []
  public var seconds: Double = 0
  /// Set when the verdicts come from an earlier check, the learner's tests unchanged.
  public var reused = false

  public init(stage: String) {
    self.stage = stage
  }

  /// The stage is proven when its tests compile against the solution, pass on it, and
  /// kill every mutant.
  public var isProven: Bool {
    solutionCompileError == nil && failingOnSolution.isEmpty && verdicts.allSatisfy(\.isKilled)
  }
}

/// Runs the tests a learner wrote against the planted mistakes of their stage.
///
/// Each trial is a copy of the learner's exercise (their tests, the solution's sources,
/// one mutant laid over them) built in the shared scratch folder, so it costs an
/// incremental build, not a cold one. The solution's own run comes first: a learner's test
/// that fails there would "catch" every mutant without testing anything.
struct MutantTrials {
  let workspace: ExerciseWorkspace
  let runner: SwiftTestRunner

  /// A trial for each stage in `stages`, whose learner tests are `tests[stage.id]`
  /// (for a write-the-double stage: empty, any test that uses the double counts).
  func run(_ exercise: Exercise, stages: [Stage], tests: [String: [String]]) throws
    -> [StageTrial]
  {
    let module = exercise.module + "Tests"
    let everyTest = exercise.testsInOrder + tests.values.flatMap { $0 }
    let baseline = try runner.run(
      packageAt: try workspace.prepareLearnerTrial(exercise, mutant: nil), testModule: module
    ).attributingSwiftTestingCrash(among: everyTest)
    var trials: [StageTrial] = []
    for stage in stages {
      let started = Date()
      var trial = StageTrial(stage: stage.id)
      let judged = Set(tests[stage.id] ?? [])
      if let error = baseline.compileErrors.first {
        trial.solutionCompileError = error
        trials.append(trial)
        continue
      }
      for test in baseline.failingTests where judged.isEmpty || judged.contains(test) {
        trial.failingOnSolution[test] = baseline.outcome(of: test).message
      }
      for mutant in exercise.mutants(aimedAt: stage) {
        let run = try runner.run(
          packageAt: try workspace.prepareLearnerTrial(exercise, mutant: mutant.id),
          testModule: module
        ).attributingSwiftTestingCrash(among: everyTest)
        trial.verdicts.append(
          MutantOutcome(mutant, Self.verdict(of: run, baseline: baseline, judging: judged)))
      }
      trial.seconds = Date().timeIntervalSince(started)
      trials.append(trial)
    }
    return trials
  }

  /// Killed when a judged test (any test, when `judging` is empty) fails against the
  /// mutant but not on the solution; a run stopped by its timeout counts as caught.
  static func verdict(of run: TestRun, baseline: TestRun, judging: Set<String>)
    -> MutantVerdict
  {
    if let error = run.compileErrors.first { return .didNotCompile(error) }
    let newFailures = run.failingTests.subtracting(baseline.failingTests)
      .filter { judging.isEmpty || judging.contains($0) }
    if !newFailures.isEmpty { return .killed(by: newFailures.sorted()) }
    if run.timedOut { return .killed(by: ["(stopped by the time limit)"]) }
    return .survived
  }
}
