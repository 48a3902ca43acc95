import Foundation

/// What one planted mistake did to the learner's tests.
enum MutantVerdict: Codable, Equatable, Sendable {
  /// At least one of the learner's tests failed against it, and passes on the solution.
  case killed(by: [String])
  /// Every one of the learner's tests passed against it.
  case survived
  /// The learner's tests do not compile against it: they use something the stage did not
  /// ask for. Not a kill, since no test ran.
  case didNotCompile(CompileError)

  /// The one rule for "killed", wherever a mistake meets tests (a test-first stage, a
  /// guided stage, `kit verify`): killed when a judged test (any test, when `judging` is
  /// empty) fails on the mistake but not in `baseline`, the run on the right code, in
  /// every time zone the run was made in; a run stopped by its time limit counts as caught.
  init(_ run: TestRun, baseline: TestRun, judging: Set<String>) {
    if let error = run.compileErrors.first {
      self = .didNotCompile(error)
      return
    }
    let caught = { (failing: Set<String>) in
      failing.subtracting(baseline.failingTests).filter { judging.isEmpty || judging.contains($0) }
    }
    // A test stopped beside another's crash did not fail on its own: it catches nothing,
    // unless nothing else failed (a fresh learner's fifteenth try, 11 row 83).
    let own = run.failedTests.filter { !run.outcome(of: $0).isStoppedBeside }
    let ownFailures = caught(own)
    let newFailures = ownFailures.isEmpty ? caught(run.failedTests) : ownFailures
    // A mistake only some zones catch (a formatter left in the machine's zone, met by a
    // test that never moves the zone) goes through on a machine in the others.
    let missedInAZone = (run.failingByZone ?? [:]).values.contains { caught($0).isEmpty }
    if !newFailures.isEmpty && !missedInAZone {
      // By the tests that catch it in every zone, where any does: one that catches it in
      // some zones only is no catch of its own (a fresh learner's fourteenth try, 06 row 57).
      let everywhere = (run.failingByZone ?? [:]).values.reduce(newFailures) {
        $0.intersection(caught($1))
      }
      self = .killed(by: (everywhere.isEmpty ? newFailures : everywhere).sorted())
    } else {
      self = run.timedOut ? .killed(by: ["(stopped by the time limit)"]) : .survived
    }
  }
}

/// One mutant and what it did to the learner's tests.
struct MutantOutcome: Codable, Equatable, Sendable {
  var mutant: Mutant
  var verdict: MutantVerdict

  init(_ mutant: Mutant, _ verdict: MutantVerdict) {
    self.mutant = mutant
    self.verdict = verdict
  }

  var isKilled: Bool {
    if case .killed = verdict { true } else { false }
  }
}

/// The learner's tests of one write-the-test or write-the-double stage, run against the
/// reference solution and against each mutant aimed at that stage.
struct StageTrial: Codable, Equatable, Sendable {
  var stage: String
  /// The learner's tests that fail on the reference solution too, with their message:
  /// they test something other than the behaviour, and cannot count as catching anything.
  var failingOnSolution: [String: String] = [:]
  /// When the learner's tests do not even compile against the reference solution.
  var solutionCompileError: CompileError?
  /// By mutant, in manifest order.
  var verdicts: [MutantOutcome] = []
  var seconds: Double = 0
  /// Set when the verdicts come from an earlier check, the learner's tests unchanged.
  var reused = false

  init(stage: String) {
    self.stage = stage
  }

  /// The stage is proven when its tests compile against the solution, pass on it, and
  /// kill every mutant.
  var isProven: Bool {
    solutionCompileError == nil && failingOnSolution.isEmpty && verdicts.allSatisfy(\.isKilled)
  }
}
