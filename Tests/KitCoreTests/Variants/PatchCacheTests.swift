import Foundation
import Testing

@testable import KitCore

/// A check reads back the code `git apply` made of a patch before, instead of applying it
/// again; the answer must be the one `git apply` gives, for exactly these inputs.
@Suite("Patches applied once are read back")
struct PatchCacheTests {
  let before: FileTree = [
    "Sources/M/A.swift": Data("let a = 1\n".utf8), "Sources/M/B.swift": Data("let b = 2\n".utf8),
  ]

  func folder() -> URL {
    FileManager.default.temporaryDirectory.appending(path: "tddkit-patched-\(UUID().uuidString)")
  }

  @Test("the second time, the same patch on the same files is read, not applied")
  func readsBack() throws {
    let root = folder()
    defer { try? FileManager.default.removeItem(at: root) }
    var after = before
    after["Sources/M/A.swift"] = Data("let a = 10\n".utf8)
    let patch = try GitPatch.make(from: before, to: after)
    let cache = PatchCache(root: root)

    #expect(try cache.apply(patch, to: before) == after)
    let entries = try FileManager.default.contentsOfDirectory(atPath: cache.folder.path)
    try #require(entries.count == 1)
    // Plant another answer in the entry: only a read of it can give it back.
    let planted: [String: Data?] = ["Sources/M/A.swift": Data("let a = 99\n".utf8)]
    try JSONEncoder().encode(planted).write(to: cache.folder.appending(path: entries[0]))
    #expect(try cache.apply(patch, to: before)["Sources/M/A.swift"] == Data("let a = 99\n".utf8))
  }

  @Test("a touched file that changed is a new entry; an unreadable entry is built again")
  func newInputsApplyAgain() throws {
    let root = folder()
    defer { try? FileManager.default.removeItem(at: root) }
    var after = before
    after["Sources/M/B.swift"] = nil
    let patch = try GitPatch.make(from: before, to: after)
    let cache = PatchCache(root: root)
    #expect(try cache.apply(patch, to: before) == after, "a deleted file stays deleted")

    var other = before
    other["Sources/M/A.swift"] = Data("let a = 3\n".utf8)
    #expect(try cache.apply(patch, to: other)["Sources/M/A.swift"] == Data("let a = 3\n".utf8))
    let entries = try FileManager.default.contentsOfDirectory(atPath: cache.folder.path)
    #expect(entries.count == 1, "A.swift is not touched by the patch, so it is not in the key")

    try Data("{not json".utf8).write(to: cache.folder.appending(path: entries[0]))
    #expect(try cache.apply(patch, to: before) == after)
    var changed = before
    changed["Sources/M/B.swift"] = Data("let b = 3\n".utf8)
    #expect(throws: (any Error).self) { try cache.apply(patch, to: changed) }
  }
}
