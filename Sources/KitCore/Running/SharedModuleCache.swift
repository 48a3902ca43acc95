import Foundation

/// The module cache every build the kit runs shares: the learner's own runs, the judge's
/// benches, `kit doctor`'s and `kit verify`'s builds, each in a scratch folder of its own.
///
/// SwiftPM gives each scratch folder a cache of its own, and the first build in one compiles
/// the toolchain's interfaces (`Testing`, `_Testing_Foundation`, `_Concurrency`, `Glibc`)
/// and the C modules under Foundation again: most of a cold bench's time (03: ToDo's
/// compile and the test runner's waited on them), though the learner's first check had
/// built them all already. The compiler keeps a module cache safe for many processes at
/// once (a lock for each module it builds, files written whole), as Xcode's one cache for
/// every project is; an entry another build made is checked against its inputs before use.
enum SharedModuleCache {
  /// The last words of every `swift build` or `swift test` the kit runs in `scratch`: the
  /// cache beside the kit's scratch folders, then `--scratch-path scratch`, last, where
  /// ``BackgroundBuild`` reads its folder. The same words on every run in a scratch folder,
  /// or SwiftPM would compile everything again.
  static func arguments(scratch: URL) -> [String] {
    let cache = scratch.deletingLastPathComponent().appending(path: "module-cache")
    return [
      "-Xswiftc", "-module-cache-path", "-Xswiftc", cache.path, "--scratch-path", scratch.path,
    ]
  }
}
