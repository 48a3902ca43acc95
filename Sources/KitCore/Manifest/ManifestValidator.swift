import Foundation

/// Finds what is inconsistent in a manifest before anything is built.
public struct ManifestValidator {
  let root: URL

  public init(root: URL) {
    self.root = root
  }

  /// Every problem found, one sentence each; empty when the manifest is consistent.
  public func problems(in manifest: Manifest) -> [String] {
    var problems: [String] = []
    problems += duplicates(manifest.exercises.map(\.id), "exercise id")
    problems += duplicates(manifest.exercises.map(\.module), "module")
    for exercise in manifest.exercises {
      problems += self.problems(in: exercise).map { "\(exercise.folder): \($0)" }
    }
    return problems
  }

  func problems(in exercise: Exercise) -> [String] {
    var problems: [String] = []
    let fileManager = FileManager.default
    for base in ["Exercises", "Solutions"] {
      let folder = root.appending(path: "\(base)/\(exercise.folder)")
      if !fileManager.fileExists(atPath: folder.path) {
        problems.append("\(base)/\(exercise.folder) is missing")
      }
    }
    let readme = root.appending(path: "Exercises/\(exercise.folder)/README.md")
    if let text = try? String(contentsOf: readme, encoding: .utf8) {
      problems += ReadmeReds.problems(in: text, exercise: exercise)
    }
    problems += duplicates(exercise.testsInOrder, "test")
    problems += duplicates(exercise.stages.map(\.id), "stage id")
    let known = Set(exercise.testsInOrder)
    for failure in exercise.starter.failing where !known.contains(failure.test) {
      problems.append("starter expects '\(failure.test)' to fail, but no stage lists it")
    }
    return problems + patchFileProblems(in: exercise) + aimProblems(in: exercise)
  }

  /// Every snapshot and mutant the manifest describes has its patch, and every file under
  /// `Solutions/NN/Stages` and `Mutants` is a patch the manifest describes.
  func patchFileProblems(in exercise: Exercise) -> [String] {
    var problems: [String] = []
    let solution = "Solutions/\(exercise.folder)"
    var described: [String: String] = [:]
    for stage in exercise.stages {
      if let snapshot = stage.snapshot {
        described["\(snapshot.path).patch"] = "stage '\(stage.id)'"
      }
    }
    for mutant in exercise.mutants {
      described["Mutants/\(mutant.id).patch"] = "mutant \(mutant.id)"
      if mutant.description.trimmingCharacters(in: .whitespaces).isEmpty {
        problems.append("mutant \(mutant.id) has no description")
      }
    }
    for (path, variant) in described.sorted(by: { $0.key < $1.key })
    where !FileManager.default.fileExists(atPath: root.appending(path: "\(solution)/\(path)").path)
    {
      problems.append("\(variant): its patch \(solution)/\(path) is missing")
    }
    for folder in ["Stages", "Mutants"] {
      for file in filesUnder(root.appending(path: "\(solution)/\(folder)")).sorted()
      where described["\(folder)/\(file)"] == nil {
        problems.append(
          file.hasSuffix(".patch")
            ? "\(solution)/\(folder)/\(file) has no description in the manifest"
            : "\(solution)/\(folder)/\(file) is not a patch (variants are patches: see CONTRIBUTING.md)"
        )
      }
    }
    return problems
  }

  private func filesUnder(_ folder: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    return walker.compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath }.map {
      String($0.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
    }
  }

  /// A mutant aimed at a stage needs a stage where the learner writes tests or a double,
  /// and every write-the-test stage needs a mutant, or nothing proves the learner's tests.
  func aimProblems(in exercise: Exercise) -> [String] {
    var problems: [String] = []
    let written = exercise.stages.filter { $0.kind.learnerWritesTests }
    for mutant in exercise.mutants where mutant.base == .stage {
      if mutant.stage.flatMap(exercise.snapshotStage(named:)) == nil {
        problems.append(
          "mutant \(mutant.id) applies to its stage's snapshot, but its stage has none")
      }
    }
    for mutant in exercise.mutants where mutant.base != .stage {
      guard let stage = mutant.stage else { continue }
      if !written.contains(where: { $0.id == stage }) {
        problems.append(
          "mutant \(mutant.id) is aimed at '\(stage)', which is not a write-the-test or write-the-double stage"
        )
      }
    }
    for stage in written where stage.kind == .writeTheTest {
      if exercise.mutants(aimedAt: stage).isEmpty {
        problems.append("write-the-test stage '\(stage.id)' has no mutant aimed at it")
      }
    }
    return problems
  }

  private func duplicates(_ values: [String], _ what: String) -> [String] {
    var seen: Set<String> = []
    var reported: Set<String> = []
    for value in values where !seen.insert(value).inserted && reported.insert(value).inserted {
      continue
    }
    return reported.sorted().map { "\(what) '\($0)' appears more than once" }
  }
}
