import Foundation

/// Finds what is inconsistent in a manifest before anything is built.
public struct ManifestValidator {
  public static let kinds: Set<String> = [
    "make-the-test-pass", "write-the-test", "write-the-double",
  ]
  public static let frameworks: Set<String> = ["xctest", "swift-testing", "both"]

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
    if !Self.frameworks.contains(exercise.framework) {
      problems.append("framework '\(exercise.framework)' is not one of \(Self.frameworks.sorted())")
    }
    let readme = root.appending(path: "Exercises/\(exercise.folder)/README.md")
    if let text = try? String(contentsOf: readme, encoding: .utf8) {
      problems += ReadmeReds.problems(in: text, exercise: exercise)
    }
    problems += duplicates(exercise.testsInOrder, "test")
    problems += duplicates(exercise.stages.map(\.id), "stage id")
    let known = Set(exercise.testsInOrder)
    for stage in exercise.stages where !Self.kinds.contains(stage.kind) {
      problems.append("stage '\(stage.id)' has unknown kind '\(stage.kind)'")
    }
    for failure in exercise.starter.failing where !known.contains(failure.test) {
      problems.append("starter expects '\(failure.test)' to fail, but no stage lists it")
    }
    for stage in exercise.stages {
      guard let snapshot = stage.snapshot else { continue }
      let folder = root.appending(path: "Solutions/\(exercise.folder)/\(snapshot.path)")
      if !fileManager.fileExists(atPath: folder.path) {
        problems.append("stage '\(stage.id)' snapshot \(snapshot.path) is missing")
      }
    }
    for mutant in exercise.mutants {
      let folder = root.appending(path: "Solutions/\(exercise.folder)/Mutants/\(mutant.id)")
      if !fileManager.fileExists(atPath: folder.path) {
        problems.append("mutant \(mutant.id) is missing")
      }
    }
    return problems + aimProblems(in: exercise)
  }

  /// A mutant aimed at a stage needs a stage where the learner writes tests or a double,
  /// and every write-the-test stage needs a mutant, or nothing proves the learner's tests.
  func aimProblems(in exercise: Exercise) -> [String] {
    var problems: [String] = []
    let written = exercise.stages.filter { $0.kind != "make-the-test-pass" }
    for mutant in exercise.mutants {
      guard let stage = mutant.stage else { continue }
      if !written.contains(where: { $0.id == stage }) {
        problems.append(
          "mutant \(mutant.id) is aimed at '\(stage)', which is not a write-the-test or write-the-double stage"
        )
      }
    }
    for stage in written where stage.kind == "write-the-test" {
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
