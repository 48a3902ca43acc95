import Foundation

/// Everything a verdict of `kit verify` depends on, as a digest.
///
/// For an exercise: the toolchain, the kit's own `Package.swift`, `Sources` (the
/// libraries the exercise builds on and the runner that judges it) and the manifest's
/// index, the exercise's package (`Package.swift`, `Sources`, `Tests`: its starter and
/// walkthrough tests) and its whole `Solutions` folder (solution, stage snapshots,
/// learner-written tests, mutants, and its pieces of the manifest: ``ManifestLayout``).
/// For the root package's tests: the toolchain and everything the root package compiles
/// or reads, its `Package.swift`, `Sources` and `Tests`, and every exercise and solution.
///
/// A hidden file (`.build`, a results file) is never an input; an exercise's README is
/// not an input of the exercise's verdict.
struct VerifyInputs: Sendable {
  let root: URL
  let toolchain: String
  private let shared: ContentDigest

  /// `toolchain` is what `swift --version` says: another compiler may judge otherwise.
  init(root: URL, toolchain: String) {
    self.root = root
    self.toolchain = toolchain
    var shared = ContentDigest()
    shared.add("kit verify: an exercise, version 1")
    shared.add(toolchain)
    shared.add(["Package.swift", ManifestLayout.index, "Sources"], in: root)
    self.shared = shared
  }

  func key(for exercise: Exercise) -> String {
    var digest = shared
    let package = ["Package.swift", "Sources", "Tests"].map {
      "\(KitPaths.exercise(exercise.folder))/\($0)"
    }
    digest.add(package + [KitPaths.solution(exercise.folder)], in: root)
    return digest.hex
  }

  var rootKey: String {
    var digest = ContentDigest()
    digest.add("kit verify: the root tests, version 1")
    digest.add(toolchain)
    digest.add(["Package.swift", "Sources", "Tests", "Exercises", "Solutions"], in: root)
    return digest.hex
  }
}
