/// What `kit verify` found for one exercise.
public struct ExerciseReport: Sendable {
  public var exercise: String
  public var starterProblems: [String] = []
  public var solutionProblems: [String] = []
  public var stageProblems: [String: [String]] = [:]
  public var stagesChecked = 0
  public var mutantsKilled = 0
  public var mutantsTotal = 0
  public var mutantProblems: [String] = []
  public var seconds: Double = 0

  public init(exercise: String) {
    self.exercise = exercise
  }

  public var allProblems: [String] {
    starterProblems.map { "starter: \($0)" } + solutionProblems.map { "solution: \($0)" }
      + stageProblems.keys.sorted().flatMap { id in
        stageProblems[id, default: []].map { "stage \(id): \($0)" }
      } + mutantProblems
  }

  public var isClean: Bool { allProblems.isEmpty }
}
