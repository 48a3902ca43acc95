/// What `kit verify` found for one exercise.
public struct ExerciseReport: Codable, Equatable, Sendable {
  public var exercise: String
  public var starterProblems: [String] = []
  public var solutionProblems: [String] = []
  public var stageProblems: [String: [String]] = [:]
  public var stagesChecked = 0
  public var mutantsKilled = 0
  public var mutantsTotal = 0
  public var mutantProblems: [String] = []
  /// For an exercise worked test-first: what is wrong with its skeleton. Optional, so
  /// that a verify cache written before it existed still reads.
  public var skeletonProblems: [String]? = nil
  /// What is wrong with the exercise's recorded reds: stale (with each change and the
  /// command that records them), or, under `--record`, why nothing could be recorded.
  public var redsProblems: [String]? = nil
  /// Under `--record`: what the recording changed in the reds file, one test a line.
  public var recorded: [String]? = nil
  /// Each mutant's run, in manifest order.
  public var mutants: [MutantResult] = []
  public var seconds: Double = 0

  public init(exercise: String) {
    self.exercise = exercise
  }

  public var allProblems: [String] {
    starterProblems.map { "starter: \($0)" } + solutionProblems.map { "solution: \($0)" }
      + stageProblems.keys.sorted().flatMap { id in
        stageProblems[id, default: []].map { "stage \(id): \($0)" }
      } + mutantProblems + (skeletonProblems ?? []).map { "test-first skeleton: \($0)" }
      + (redsProblems ?? []).map { "reds: \($0)" }
  }

  public var isClean: Bool { allProblems.isEmpty }
}

/// One mutant's run under `kit verify`: which tests caught it.
public struct MutantResult: Codable, Equatable, Sendable {
  public var id: String
  /// The stage whose tests must catch it, if it is aimed at one.
  public var stage: String?
  /// The tests that failed against it, sorted; empty when it survived or did not run.
  public var killedBy: [String]

  public init(id: String, stage: String?, killedBy: [String]) {
    self.id = id
    self.stage = stage
    self.killedBy = killedBy
  }
}
