import Foundation

/// What happened to one mechanical mutant.
enum MutantFate: String, Sendable {
  /// A test failed, or the test process crashed.
  case killed
  /// Every test passed: the tests cannot tell this mistake from the solution.
  case survived
  /// Every test passed, on a line the starter already gives: the learner does not write
  /// it, so it is outside the lesson; listed with that reason, not scored.
  case survivedInGivenCode = "survived in given code"
  case didNotCompile = "did not compile"
  /// The tests ran past the timeout: a learner would notice, so it counts as caught.
  case timedOut = "timed out"
  /// Listed in `equivalent-mutants.json`; not run.
  case equivalent
  /// The kit could not build the copy or run `swift test` at all.
  case notRun = "not run"
}

/// One mechanical mutant and its fate.
struct MechanicalMutantResult: Sendable {
  var mutant: SourceMutant
  var fate: MutantFate
  /// The tests that failed, for a killed mutant.
  var killedBy: [String] = []
}

/// The mechanical pass's verdict on one exercise.
struct MutationScore: Sendable {
  var exercise: String
  var results: [MechanicalMutantResult] = []
  /// Listed equivalents that match no mutant any more (their line changed).
  var staleEquivalents: [String] = []
  /// Why the exercise could not be measured (its solution is not green, a file is unreadable).
  var problem: String?
  var seconds: Double = 0

  init(exercise: String) {
    self.exercise = exercise
  }

  func count(_ fate: MutantFate) -> Int {
    results.count { $0.fate == fate }
  }

  /// Caught (killed or timed out) over every mutant that compiled and is not equivalent;
  /// `nil` when there is none.
  var score: Double? {
    let caught = count(.killed) + count(.timedOut)
    let counted = caught + count(.survived)
    return counted == 0 ? nil : Double(caught) / Double(counted)
  }

  /// The score as a percentage to a tenth, rounded down so that 94.96 % never reads as 95 %.
  var percent: String {
    guard let score else { return "-" }
    return String(format: "%.1f%%", (score * 1000).rounded(.down) / 10)
  }

  var survivors: [MechanicalMutantResult] {
    results.filter { $0.fate == .survived }
  }

  /// The fate of one mutant's run.
  static func fate(of run: TestRun) -> MutantFate {
    if !run.didCompile { return .didNotCompile }
    if run.timedOut { return .timedOut }
    // A trap that ended the test process before any result was written is still a test
    // run that did not pass.
    if !run.failingTests.isEmpty || run.swiftTestingCrash != nil {
      return .killed
    }
    return run.outcomes.isEmpty ? .notRun : .survived
  }
}
