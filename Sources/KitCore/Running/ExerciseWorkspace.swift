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
public struct ExerciseWorkspace {
  public let root: URL
  public let workRoot: URL

  public init(root: URL) {
    self.root = root
    self.workRoot = root.appending(path: ".build/tddkit/work")
  }

  /// Builds a fresh copy of `exercise` with `variant` laid over its sources; returns it.
  public func prepare(_ exercise: Exercise, _ variant: Variant) throws -> URL {
    let fileManager = FileManager.default
    let source = root.appending(path: "Exercises/\(exercise.folder)")
    let solution = root.appending(path: "Solutions/\(exercise.folder)")
    let copy = workRoot.appending(path: exercise.folder)
    try? fileManager.removeItem(at: copy)
    try fileManager.createDirectory(at: copy, withIntermediateDirectories: true)
    for item in ["Package.swift", "Sources", "Tests"] {
      try fileManager.copyItem(at: source.appending(path: item), to: copy.appending(path: item))
    }
    switch variant {
    case .starter: break
    case .solution: try overlay(solution, onto: copy)
    case .stage(let path): try overlay(solution.appending(path: path), onto: copy)
    case .mutant(let id):
      try overlay(solution, onto: copy)
      try overlay(solution.appending(path: "Mutants/\(id)"), onto: copy)
    }
    try pointAtKit(copy.appending(path: "Package.swift"))
    return copy
  }

  /// Copies the `trees` of `layer` over `copy`, file by file.
  func overlay(_ layer: URL, onto copy: URL, trees: [String] = ["Sources", "Tests"]) throws {
    let fileManager = FileManager.default
    for tree in trees {
      let top = layer.appending(path: tree)
      guard
        let files = fileManager.enumerator(at: top, includingPropertiesForKeys: [.isRegularFileKey])
      else { continue }
      for case let file as URL in files where !file.hasDirectoryPath {
        let relative = file.path.dropFirst(top.path.count).drop { $0 == "/" }
        let target = copy.appending(path: "\(tree)/\(relative)")
        try fileManager.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? fileManager.removeItem(at: target)
        try fileManager.copyItem(at: file, to: target)
      }
    }
  }

  func pointAtKit(_ manifest: URL) throws {
    let text = try String(contentsOf: manifest, encoding: .utf8)
    let rewritten = text.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(root.path)\"")
    try rewritten.write(to: manifest, atomically: true, encoding: .utf8)
  }
}
