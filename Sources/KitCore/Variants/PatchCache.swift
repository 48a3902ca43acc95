import Foundation

/// ``GitPatch/apply(_:to:)`` remembered on disk, under `.build/tddkit/patched`: a check
/// builds its trials' code (a stage's end, each chaff) from the starter and the kit's
/// patches, and each patch is a `git apply` of its own, about a tenth of a second. Their
/// results change only with the patch or the files it touches, so a check after the first
/// reads them back.
///
/// An entry is named by the digest of the patch's bytes and of the files it touches as they
/// are before it: a new patch or a new starter is a new name, never an old answer. An entry
/// that cannot be read is built again; a patch that does not apply is never remembered.
struct PatchCache {
  let folder: URL

  init(root: URL) {
    folder = root.appending(path: KitPaths.patched)
  }

  func apply(_ patch: Data, to files: FileTree) throws -> FileTree {
    let paths = GitPatch.touchedPaths(patch)
    var key = ContentDigest()
    key.add(files: ["": patch])
    key.add(paths.joined(separator: "\n"))
    key.add(files: files.filter { paths.contains($0.key) })
    let entry = folder.appending(path: "\(key.hex).json")
    if let data = FileManager.default.contents(atPath: entry.path),
      let touched = try? JSONDecoder().decode([String: Data?].self, from: data),
      Set(touched.keys) == Set(paths)
    {
      return Self.laying(touched, over: files)
    }
    let patched = try GitPatch.apply(patch, to: files)
    let touched = Dictionary(uniqueKeysWithValues: paths.map { ($0, patched[$0]) })
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? JSONEncoder().encode(touched).write(to: entry, options: .atomic)
    return patched
  }

  /// `files` with each touched path's new bytes, or without it when the patch deleted it.
  private static func laying(_ touched: [String: Data?], over files: FileTree) -> FileTree {
    var result = files
    for (path, data) in touched { result[path] = data }
    return result
  }
}
