/// What `kit verify` found for one exercise.
struct ExerciseReport: Codable, Equatable, Sendable {
  var exercise: String
  var starterProblems: [String] = []
  var solutionProblems: [String] = []
  var stageProblems: [String: [String]] = [:]
  var stagesChecked = 0
  var mutantsKilled = 0
  var mutantsTotal = 0
  var mutantProblems: [String] = []
  /// For an exercise worked test-first: what is wrong with its skeleton. Optional, so
  /// that a verify cache written before it existed still reads.
  var skeletonProblems: [String]? = nil
  /// What is wrong with the exercise's recorded reds: stale (with each change and the
  /// command that records them), or, under `--record`, why nothing could be recorded.
  var redsProblems: [String]? = nil
  /// Under `--record`: what the recording changed in the reds file, one test a line.
  var recorded: [String]? = nil
  /// Each mutant's run, in manifest order.
  var mutants: [MutantResult] = []
  var seconds: Double = 0

  init(exercise: String) {
    self.exercise = exercise
  }

  var allProblems: [String] {
    starterProblems.map { "starter: \($0)" } + solutionProblems.map { "solution: \($0)" }
      + stageProblems.keys.sorted().flatMap { id in
        stageProblems[id, default: []].map { "stage \(id): \($0)" }
      } + mutantProblems + (skeletonProblems ?? []).map { "test-first skeleton: \($0)" }
      + (redsProblems ?? []).map { "reds: \($0)" }
  }

  var isClean: Bool { allProblems.isEmpty }
}

/// One mutant's run under `kit verify`: which tests caught it.
struct MutantResult: Codable, Equatable, Sendable {
  var id: String
  /// The stage whose tests must catch it, if it is aimed at one.
  var stage: String?
  /// The tests that failed against it, sorted; empty when it survived or did not run.
  var killedBy: [String]

}
