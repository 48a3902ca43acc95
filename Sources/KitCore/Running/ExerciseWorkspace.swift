import Foundation

/// What to put in an exercise's `Sources` before running its tests.
public enum Variant: Equatable, Sendable, CustomStringConvertible {
  case starter
  case solution
  /// A stage snapshot, by its path inside the solution folder (`Stages/<id>`).
  case stage(String)
  case mutant(String)

  public var description: String {
    switch self {
    case .starter: "starter"
    case .solution: "solution"
    case .stage(let path): "snapshot \(path)"
    case .mutant(let id): "mutant \(id)"
    }
  }
}

/// Scratch copies of exercises, so checking a solution or a mutant never touches the
/// learner's folder.
///
/// A copy's `Package.swift` points at the kit by absolute path instead of `../..`, so the
/// copy can live under `.build/` and still share one scratch build folder with the others.
/// A copy is kept between runs and only files whose bytes differ are rewritten: the
/// compiler then sees an unchanged file as unchanged, and a mutant of one file costs the
/// recompilation of that file, not of the module.
public struct ExerciseWorkspace: Sendable {
  public let root: URL
  public let workRoot: URL

  public init(root: URL) {
    self.root = root
    self.workRoot = root.appending(path: ".build/tddkit/work")
  }

  /// A copy of `exercise` with `variant` laid over its sources; returns it.
  public func prepare(_ exercise: Exercise, _ variant: Variant) throws -> URL {
    let solution = solutionFolder(exercise)
    var layers: [URL] = []
    switch variant {
    case .starter: break
    case .solution: layers = [solution]
    case .stage(let path): layers = [solution.appending(path: path)]
    case .mutant(let id): layers = [solution, solution.appending(path: "Mutants/\(id)")]
    }
    return try build(
      workRoot.appending(path: exercise.folder), base: exerciseFolder(exercise), layers: layers)
  }

  /// A copy of the learner's exercise with the solution's `Sources` under the learner's
  /// tests, and `mutant` (when given) laid over both: the learner's tests meet the
  /// reference code, then the reference code with one planted mistake.
  public func prepareLearnerTrial(_ exercise: Exercise, mutant: String?) throws -> URL {
    let solution = solutionFolder(exercise)
    var layers = [solution]
    var trees = [["Sources"]]
    if let mutant {
      layers.append(solution.appending(path: "Mutants/\(mutant)"))
      trees.append(["Sources", "Tests"])
    }
    return try build(
      root.appending(path: ".build/tddkit/trial/\(exercise.folder)"),
      base: exerciseFolder(exercise), layers: layers, trees: trees)
  }

  /// Copies the `trees` of `layer` over `copy`, file by file.
  func overlay(_ layer: URL, onto copy: URL, trees: [String] = ["Sources", "Tests"]) throws {
    let fileManager = FileManager.default
    for (relative, file) in files(of: layer, trees: trees) {
      let target = copy.appending(path: relative)
      try fileManager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? fileManager.removeItem(at: target)
      try fileManager.copyItem(at: file, to: target)
    }
  }

  // MARK: - Building a copy

  private func exerciseFolder(_ exercise: Exercise) -> URL {
    root.appending(path: "Exercises/\(exercise.folder)")
  }

  private func solutionFolder(_ exercise: Exercise) -> URL {
    root.appending(path: "Solutions/\(exercise.folder)")
  }

  /// Makes `copy` hold exactly `base`'s package with each layer's trees laid over it.
  private func build(
    _ copy: URL, base: URL, layers: [URL], trees: [[String]]? = nil
  ) throws -> URL {
    var wanted: [String: Data] = [:]
    for (relative, file) in files(of: base, trees: ["Sources", "Tests"]) {
      wanted[relative] = try Data(contentsOf: file)
    }
    for (index, layer) in layers.enumerated() {
      for (relative, file) in files(of: layer, trees: trees?[index] ?? ["Sources", "Tests"]) {
        wanted[relative] = try Data(contentsOf: file)
      }
    }
    let manifest = try String(
      contentsOf: base.appending(path: "Package.swift"), encoding: .utf8)
    wanted["Package.swift"] = Data(pointingAtKit(manifest).utf8)
    try sync(copy, to: wanted)
    return copy
  }

  /// Writes the files of `wanted` whose bytes differ in `copy`, and removes the others.
  private func sync(_ copy: URL, to wanted: [String: Data]) throws {
    let fileManager = FileManager.default
    for (relative, _) in files(of: copy, trees: ["Sources", "Tests"]) where wanted[relative] == nil
    {
      try fileManager.removeItem(at: copy.appending(path: relative))
    }
    for (relative, data) in wanted {
      let target = copy.appending(path: relative)
      if fileManager.contents(atPath: target.path) == data { continue }
      try fileManager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: target, options: .atomic)
    }
  }

  /// The regular files under `folder`'s `trees`, by path relative to `folder`.
  private func files(of folder: URL, trees: [String]) -> [(String, URL)] {
    var found: [(String, URL)] = []
    for tree in trees {
      let top = folder.appending(path: tree)
      guard
        let files = FileManager.default.enumerator(
          at: top, includingPropertiesForKeys: [.isRegularFileKey])
      else { continue }
      for case let file as URL in files where !file.hasDirectoryPath {
        let relative = file.path.dropFirst(top.path.count).drop { $0 == "/" }
        found.append(("\(tree)/\(relative)", file))
      }
    }
    return found
  }

  private func pointingAtKit(_ manifest: String) -> String {
    manifest.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(root.path)\"")
  }
}
