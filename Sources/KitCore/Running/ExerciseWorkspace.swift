import Foundation

/// Copies of exercises outside the learner's folder: a state of the kit written into a
/// folder of its own (`kit materialise`), the learner's tests over the kit's code.
///
/// A copy's `Package.swift` points at the kit by absolute path instead of `../..`, so the
/// copy can live anywhere and still build. Only files whose bytes differ are rewritten.
struct ExerciseWorkspace: Sendable {
  let root: URL
  let states: ExerciseStates

  init(root: URL, states: ExerciseStates? = nil) {
    self.root = root
    self.states = states ?? ExerciseStates(root: root)
  }

  /// The learner's exercise with the `Sources` of `variant` laid over theirs. A mutant of a
  /// reference double (in `Tests`) replaces the learner's file of that name.
  func learnerTrialFiles(_ exercise: Exercise, _ variant: Variant) throws -> FileTree {
    let learner = states.learnerFiles(exercise)
    let code: FileTree
    switch variant {
    case .starter, .skeleton: return learner
    case .solution: code = states.solutionLayer(exercise)
    case .stage: code = try states.files(exercise, variant)
    case .mutant, .example, .wheat: code = try states.base(of: exercise, variant)
    }
    var files = learner.merging(code.sources) { $1 }
    let patched: String? =
      switch variant {
      case .mutant(let id): "Mutants/\(id)"
      case .wheat(let id): Wheat.patchPath(id)
      default: nil
      }
    if let patched {
      let patch = states.patchFile(exercise, patched)
      let planted = try states.files(exercise, variant)
      for path in GitPatch.touchedPaths(FileManager.default.contents(atPath: patch.path) ?? Data())
      {
        files[path] = planted[path]
      }
    }
    return files
  }

  /// Copies the `trees` of `layer` over `copy`, file by file.
  func overlay(_ layer: URL, onto copy: URL, trees: [String] = ["Sources", "Tests"]) throws {
    for (relative, data) in ExerciseStates.read(layer, trees: trees) {
      let target = copy.appending(path: relative)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: target)
    }
  }

  /// Makes `copy` hold exactly `files`, with the exercise's manifest pointing at the kit.
  func build(_ copy: URL, _ exercise: Exercise, files: FileTree) throws -> URL {
    var wanted = files
    let manifest = try String(
      contentsOf: states.exerciseFolder(exercise).appending(path: "Package.swift"), encoding: .utf8)
    wanted["Package.swift"] = Data(pointingAtKit(manifest).utf8)
    try sync(copy, to: wanted)
    return copy
  }

  /// Writes the files of `wanted` whose bytes differ in `copy`, and removes the others.
  private func sync(_ copy: URL, to wanted: [String: Data]) throws {
    let fileManager = FileManager.default
    for relative in ExerciseStates.read(copy, trees: ["Sources", "Tests"]).keys
    where wanted[relative] == nil {
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

  private func pointingAtKit(_ manifest: String) -> String {
    manifest.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(root.path)\"")
  }
}
