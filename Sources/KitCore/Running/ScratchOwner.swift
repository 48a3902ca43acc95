import Foundation

/// Which package last used a shared scratch folder, so that SwiftPM plans the build
/// again when another one comes.
///
/// SwiftPM decides whether its cached plan is stale by looking at the files of the
/// package that made it, not at which package asks: without this, `swift test` in
/// exercise 01 right after exercise 00 runs exercise 00's tests. The plan also lists the
/// package's source files: a copy that loses one (a stage snapshot without a file the
/// solution has) fails to build with "missing inputs" on a plan made before. So the
/// owner is the package's path and its files' paths; replanning costs a fraction of a
/// second.
struct ScratchOwner {
  let scratch: URL

  /// Records `package` as the scratch folder's user, dropping the cached plan
  /// (`debug.yaml`) when the user before was another package or other files.
  func claim(for package: URL) {
    let owner = scratch.appendingPathExtension("package")
    let path = package.standardizedFileURL.path
    var files = ContentDigest()
    for tree in ["Sources", "Tests", "Code", "Trials"] {
      for relative in ExerciseStates.read(package, trees: [tree]).keys.sorted() {
        files.add(relative)
      }
    }
    let current = "\(path)\n\(files.hex)"
    let last = try? String(contentsOf: owner, encoding: .utf8)
    guard last != current else { return }
    try? FileManager.default.removeItem(at: scratch.appending(path: "debug.yaml"))
    try? FileManager.default.createDirectory(
      at: owner.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(current.utf8).write(to: owner)
  }
}
