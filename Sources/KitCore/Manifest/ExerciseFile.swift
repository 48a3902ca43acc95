/// `Solutions/NN-slug/exercise.json`: what an author writes about an exercise: its title,
/// objective, stages, hints and parts. Its id is its folder's `NN`; its mutants and its
/// recorded reds are pieces of their own (``ManifestLayout``), so this file holds no
/// output of a run.
struct ExerciseFile: Codable, Equatable, Sendable {
  var module: String
  var title: String
  var framework: Framework
  var seeds: [String]
  var objective: String
  var minutes: Int
  var stages: [Stage]
  /// The starter's placeholder reds (`StartHere/…`): tests that only say "write your first
  /// test", which the learner deletes (``ExpectedFailure/placeholder``).
  var placeholders: [String]? = nil
  var testFirst: TestFirstPlan? = nil

  /// The exercise in `folder`, with `mutants` and the reds recorded for it.
  func exercise(id: String, folder: String, mutants: [Mutant], reds: RecordedReds) -> Exercise {
    let placeholders = (placeholders ?? []).map {
      ExpectedFailure(test: $0, reason: "", placeholder: true)
    }
    return Exercise(
      id: id, folder: folder, module: module, title: title, framework: framework, seeds: seeds,
      objective: objective, minutes: minutes, stages: stages,
      starter: Expectation(failing: placeholders), mutants: mutants, testFirst: testFirst
    ).recording(reds)
  }

  /// Keys of the one-file manifest that now live elsewhere, with where.
  static func movedKey(_ key: String, folder: String) -> String? {
    switch key {
    case "id", "folder": "an exercise's id and folder are its folder's name, \(folder)"
    case "starter":
      "the starter's reds are recorded in \(ManifestLayout.reds(folder)); a placeholder is "
        + "named in \"placeholders\""
    case "mutants": "an exercise's mutants are in \(ManifestLayout.mutants(folder))"
    default: nil
    }
  }
}
