import Foundation

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
  let states: ExerciseStates

  public init(root: URL, states: ExerciseStates? = nil) {
    self.root = root
    self.workRoot = root.appending(path: ".build/tddkit/work")
    self.states = states ?? ExerciseStates(root: root)
  }

  /// The work copy of `exercise` holding exactly `files` (a variant's, or a mix of two);
  /// returns it.
  public func prepare(_ exercise: Exercise, files: FileTree) throws -> URL {
    try build(workRoot.appending(path: exercise.folder), exercise, files: files)
  }

  /// Gives every file of `copy`'s `Sources` and `Tests` a new modification time, so that the
  /// next build compiles them all instead of trusting its incremental record. The kit
  /// confirms a verdict that goes against its expectations this way (see `Verifier`): in a
  /// copy reused across variants, a build was seen, rarely and not reproducibly, to test
  /// the code of the variant before.
  public func touchEveryFile(of copy: URL, at date: Date = Date()) throws {
    for relative in ExerciseStates.read(copy, trees: ["Sources", "Tests"]).keys {
      try FileManager.default.setAttributes(
        [.modificationDate: date], ofItemAtPath: copy.appending(path: relative).path)
    }
  }

  /// A copy of the learner's exercise with the solution's `Sources` under the learner's
  /// tests, and `mutant` (when given) laid over both: the learner's tests meet the
  /// reference code, then the reference code with one planted mistake.
  public func prepareLearnerTrial(_ exercise: Exercise, mutant: String?) throws -> URL {
    try build(
      root.appending(path: ".build/tddkit/trial/\(exercise.folder)"), exercise,
      files: learnerTrialFiles(exercise, mutant.map(Variant.mutant) ?? .solution))
  }

  /// The learner's exercise with the `Sources` of `variant` laid over theirs. A mutant of a
  /// reference double (in `Tests`) replaces the learner's file of that name.
  public func learnerTrialFiles(_ exercise: Exercise, _ variant: Variant) throws -> FileTree {
    let learner = states.learnerFiles(exercise)
    let code: FileTree
    switch variant {
    case .starter, .skeleton: return learner
    case .solution: code = states.solutionLayer(exercise)
    case .stage: code = try states.files(exercise, variant)
    case .mutant, .example: code = try states.base(of: exercise, variant)
    }
    var files = learner.merging(code.sources) { $1 }
    if case .mutant(let id) = variant {
      let patch = states.patchFile(exercise, "Mutants/\(id)")
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
  public func build(_ copy: URL, _ exercise: Exercise, files: FileTree) throws -> URL {
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
