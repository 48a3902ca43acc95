import Foundation

/// Proves that the root `Package.swift` compiles exactly the exercises of the manifest:
/// for each, its solution as `<Module>` against `<Module>Tests` from the exercise, and
/// `<Module>WrittenTests` when the solution has tests of its own, and no target for an
/// exercise the manifest does not list.
///
/// Why a check and not a root manifest that reads `exercises.json` or lists the folders:
/// SwiftPM caches a manifest's evaluation by the manifest's own text, so one that reads
/// another file or a folder is not evaluated again when that changes (measured with
/// Swift 6.3: an edit of the file read, even with the manifest touched, leaves the old
/// targets). A new exercise would then be silently missing from `swift test`.
struct RootPackageCheck: Sendable {
  /// One target of `swift package dump-package`: its name and, for an exercise, its path.
  struct Target: Decodable, Equatable, Sendable {
    var name: String
    var path: String?
    /// A test target under `Exercises` names its one folder here (so that a deleted
    /// exercise folder does not stop the package loading); it is read as the path.
    var sources: [String]? = nil

    /// The target with its one source folder, if it names one, as its path.
    var located: Target {
      guard let path, let sources, sources.count == 1 else { return self }
      return Target(name: name, path: "\(path)/\(sources[0])")
    }
  }

  let root: URL

  /// The disagreements between the root package and `manifest`, one sentence each.
  func problems(in manifest: Manifest) -> [String] {
    do {
      return Self.problems(targets: try rootTargets(), manifest: manifest) { path in
        FileManager.default.fileExists(atPath: root.appending(path: path).path)
      }
    } catch {
      return ["root Package.swift: could not read its targets: \(error)"]
    }
  }

  /// A root package with no target under `Exercises/` or `Solutions/` (the kit's test
  /// fixtures) compiles no exercise, and has nothing to agree with.
  static func problems(
    targets: [Target], manifest: Manifest, exists: (String) -> Bool
  ) -> [String] {
    let exerciseTargets = targets.filter {
      ($0.path ?? "").hasPrefix("Exercises/") || ($0.path ?? "").hasPrefix("Solutions/")
    }
    guard !exerciseTargets.isEmpty else { return [] }
    var expected: [Target] = []
    for exercise in manifest.exercises {
      let (folder, module) = (exercise.folder, exercise.module)
      expected.append(Target(name: module, path: "\(KitPaths.solution(folder))/Sources/\(module)"))
      expected.append(
        Target(name: "\(module)Tests", path: "\(KitPaths.exercise(folder))/Tests/\(module)Tests"))
      let written = "\(KitPaths.solution(folder))/Tests/\(module)Tests"
      if exists(written) { expected.append(Target(name: "\(module)WrittenTests", path: written)) }
    }
    var problems: [String] = []
    for target in expected where !exerciseTargets.contains(target) {
      problems.append(
        "root Package.swift: no target \(target.name) at \(target.path ?? ""); add the exercise to its exercises list"
      )
    }
    for target in exerciseTargets where !expected.contains(target) {
      problems.append(
        "root Package.swift: target \(target.name) at \(target.path ?? "") is not an exercise of Exercises/exercises.json"
      )
    }
    return problems
  }

  private func rootTargets() throws -> [Target] {
    struct Dump: Decodable { var targets: [Target] }
    let result = try ProcessRunner.run(
      ["swift", "package", "dump-package"], in: root, timeout: .seconds(300))
    // Output and errors come together: the JSON is the outermost braces.
    guard result.exitCode == 0, let start = result.output.firstIndex(of: "{"),
      let end = result.output.lastIndex(of: "}")
    else { throw GitPatch.Failure(description: result.output) }
    return try JSONDecoder().decode(Dump.self, from: Data(result.output[start...end].utf8))
      .targets.map(\.located)
  }
}
