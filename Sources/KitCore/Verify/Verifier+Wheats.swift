extension Verifier {
  /// What keeps `wheat` from being a correct solution: it does not run, or one of the kit's
  /// tests that pass on its base (the solution, or its stage's snapshot) fails on it. A
  /// learner's test would be called over-specified for failing on code that is itself
  /// wrong, so a wheat is proven by the kit's own tests, as a mutant is proven caught.
  static func wheatProblems(
    _ wheat: Wheat, _ outcome: Result<TestRun, VerifyFailure>, in exercise: Exercise
  ) -> [String] {
    let name = "wheat \(wheat.id)"
    let run: TestRun
    switch outcome {
    case .failure(let problem): return ["\(name): \(problem.message)"]
    case .success(let success): run = success
    }
    if let error = run.compileErrors.first { return ["\(name) does not compile: \(error)"] }
    if run.timedOut { return ["\(name) timed out"] }
    let stage = exercise.stages.first { $0.id == wheat.stage }
    let redOnBase =
      wheat.base == .stage ? Set((stage?.snapshot?.failing ?? []).map(\.test)) : []
    var problems = run.failingTests.subtracting(redOnBase).sorted().map { test in
      "\(name) is not a correct solution: \(test) passes on its base and fails on it: "
        + "“\(FailureSummary.oneLine(run.outcome(of: test).message))”"
    }
    if let stage, !stage.tests.contains(where: { run.outcome(of: $0) != .notRun }) {
      problems.append("\(name): none of the tests of its stage \(stage.id) ran")
    }
    return problems
  }
}
