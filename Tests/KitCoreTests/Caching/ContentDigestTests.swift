import Foundation
import Testing

@testable import KitCore

@Suite("A digest of files' paths and bytes")
struct ContentDigestTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
    _ = try folder.write("let a = 1\n", to: "Kit/Sources/A/A.swift")
    _ = try folder.write("let b = 2\n", to: "Kit/Sources/A/Nested/B.swift")
  }

  @Test("is the same for the same files, read twice")
  func stable() {
    #expect(digest(of: "Kit") == digest(of: "Kit"))
    #expect(digest(of: "Kit").count == 16, "64 bits as hexadecimal")
  }

  @Test("changes when one byte of one file changes")
  func oneByte() throws {
    let before = digest(of: "Kit")
    _ = try folder.write("let b = 3\n", to: "Kit/Sources/A/Nested/B.swift")

    #expect(digest(of: "Kit") != before)
  }

  @Test("changes when a file is renamed, added or removed")
  func renamedAddedRemoved() throws {
    let original = digest(of: "Kit")
    let manager = FileManager.default
    let b = folder.url.appending(path: "Kit/Sources/A/Nested/B.swift")
    let renamed = folder.url.appending(path: "Kit/Sources/A/Nested/C.swift")

    try manager.moveItem(at: b, to: renamed)
    let afterRename = digest(of: "Kit")
    try manager.moveItem(at: renamed, to: b)
    _ = try folder.write("", to: "Kit/Sources/A/Empty.swift")
    let afterAdding = digest(of: "Kit")
    try manager.removeItem(at: folder.url.appending(path: "Kit/Sources/A/Empty.swift"))
    try manager.removeItem(at: b)
    let afterRemoving = digest(of: "Kit")

    #expect(Set([original, afterRename, afterAdding, afterRemoving]).count == 4)
  }

  @Test("does not run a path and its bytes together: where one ends and the next begins counts")
  func boundaries() throws {
    _ = try folder.write("yz", to: "One/x")
    _ = try folder.write("z", to: "Two/xy")

    var one = ContentDigest()
    one.add(tree: folder.url.appending(path: "One"))
    var two = ContentDigest()
    two.add(tree: folder.url.appending(path: "Two"))

    #expect(one.hex != two.hex)
  }

  @Test("does not depend on where the tree lies, only on what is in it")
  func relocatable() throws {
    try FileManager.default.copyItem(
      at: folder.url.appending(path: "Kit"), to: folder.url.appending(path: "Copy"))

    #expect(digest(of: "Copy") == digest(of: "Kit"))
  }

  @Test("leaves hidden files out: build products and results files are not inputs")
  func hiddenFilesLeftOut() throws {
    let before = digest(of: "Kit")
    _ = try folder.write("<testsuites/>", to: "Kit/.tddkit-results.xml")
    _ = try folder.write("x", to: "Kit/.build/debug/A.o")

    #expect(digest(of: "Kit") == before)
  }

  @Test("a missing tree counts as empty, and differs from a tree holding an empty file")
  func missingTree() throws {
    _ = try folder.write("", to: "Empty/file")

    #expect(digest(of: "Nowhere") == ContentDigest().hex)
    #expect(digest(of: "Empty") != digest(of: "Nowhere"))
  }

  @Test("strings count too, each ended so that two cannot run together")
  func strings() {
    var one = ContentDigest()
    one.add("ab")
    one.add("c")
    var two = ContentDigest()
    two.add("a")
    two.add("bc")

    #expect(one.hex != two.hex)
  }

  private func digest(of name: String) -> String {
    var digest = ContentDigest()
    digest.add(tree: folder.url.appending(path: name))
    return digest.hex
  }
}
