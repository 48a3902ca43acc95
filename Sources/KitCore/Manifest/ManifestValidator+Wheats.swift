import Foundation

extension ManifestValidator {
  /// Every wheat is described, aimed at a stage the learner writes test-first, has its patch
  /// and a base its stage has; every patch under `Wheats` is a wheat the manifest describes.
  func wheatProblems(in exercise: Exercise) -> [String] {
    var problems: [String] = []
    let solution = KitPaths.solution(exercise.folder)
    let ids = Set(exercise.wheats.map(\.id))
    for wheat in exercise.wheats {
      let name = "wheat \(wheat.id)"
      if wheat.description.trimmingCharacters(in: .whitespaces).isEmpty {
        problems.append("\(name) has no description")
      }
      if exercise.mutants.contains(where: { $0.id == wheat.id }) {
        problems.append("\(name) has the id of a mutant: a correct solution is not a mistake")
      }
      if let stage = exercise.stages.first(where: { $0.id == wheat.stage }) {
        if exercise.testFirst == nil || !stage.isWrittenTestFirst {
          problems.append(
            "\(name) is aimed at '\(wheat.stage)', whose test the learner does not write test-first"
          )
        }
        if wheat.base == .stage, stage.snapshot == nil {
          problems.append("\(name) applies to its stage's snapshot, but its stage has none")
        }
      } else {
        problems.append("\(name) is aimed at '\(wheat.stage)', which is not a stage")
      }
      let patch = "\(solution)/\(Wheat.patchPath(wheat.id)).patch"
      if !FileManager.default.fileExists(atPath: root.appending(path: patch).path) {
        problems.append("\(name): its patch \(patch) is missing")
      }
    }
    let folder = root.appending(path: "\(solution)/\(Wheat.folder)")
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
    for file in files where !ids.contains(String(file.dropLast(".patch".count))) {
      problems.append(
        file.hasSuffix(".patch")
          ? "\(solution)/\(Wheat.folder)/\(file) has no description in \(ManifestLayout.wheats(exercise.folder))"
          : "\(solution)/\(Wheat.folder)/\(file) is not a patch (variants are patches: see CONTRIBUTING.md)"
      )
    }
    return problems
  }
}
