import Foundation
import Testing

@testable import KitCore

@Suite("Copying and comparing a learner's trees a chunk at a time")
struct TreeCopyTests {
  @Test("a copy holds the same files, folders, bytes, permissions and links")
  func copiesExactly() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("let a = 1\n", to: "from/Sources/A/A.swift")
    _ = try folder.write("", to: "from/Sources/A/Empty.swift")
    let script = try folder.write("#!/bin/sh\n", to: "from/Sources/run.sh")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appending(path: "from/Sources/Link.swift").path,
      withDestinationPath: "A/A.swift")
    let bytes = Data((0..<200_000).map { UInt8($0 % 251) })
    try bytes.write(to: folder.url.appending(path: "from/Sources/A/Big.bin"))

    try TreeCopy.copy(folder.url.appending(path: "from"), to: folder.url.appending(path: "to"))

    let to = folder.url.appending(path: "to/Sources")
    #expect(
      TreeCopy.sameContents(folder.url.appending(path: "from"), folder.url.appending(path: "to")))
    #expect(try Data(contentsOf: to.appending(path: "A/Big.bin")) == bytes)
    #expect(try Data(contentsOf: to.appending(path: "A/Empty.swift")).isEmpty)
    let mode =
      try FileManager.default.attributesOfItem(atPath: to.appending(path: "run.sh").path)[
        .posixPermissions] as? Int
    #expect(mode == 0o755)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(
        atPath: to.appending(path: "Link.swift").path) == "A/A.swift")
  }

  @Test("two trees differ by a byte, a file or a name, and are the same otherwise")
  func compares() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("abc", to: "one/A.swift")
    _ = try folder.write("abc", to: "two/A.swift")
    let one = folder.url.appending(path: "one")
    let two = folder.url.appending(path: "two")

    let same = TreeCopy.sameContents(one, two)
    _ = try folder.write("abd", to: "two/A.swift")
    let byte = TreeCopy.sameContents(one, two)
    _ = try folder.write("abc", to: "two/A.swift")
    _ = try folder.write("", to: "two/B.swift")
    let file = TreeCopy.sameContents(one, two)

    #expect(same)
    #expect(!byte)
    #expect(!file)
    #expect(!TreeCopy.sameContents(one, folder.url.appending(path: "nowhere")))
    #expect(TreeCopy.sameContents(folder.url.appending(path: "a"), folder.url.appending(path: "b")))
  }

  @Test(
    "a copy that cannot be written names the copy, not the file it copies",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)"))
  func namesTheCopy() throws {
    let folder = try TemporaryFolder()
    let source = try folder.write("let a = 1\n", to: "Mine.swift")
    // Every write to /dev/full fails as a full disk does.
    let copy = folder.url.appending(path: "copy.swift")
    try FileManager.default.createSymbolicLink(atPath: copy.path, withDestinationPath: "/dev/full")

    let error = #expect(throws: CopyError.self) { try TreeCopy.copy(source, to: copy) }

    #expect(error?.reading == false)
    #expect(
      ReadableError.sentence(try #require(error), root: folder.url)
        == "the disk is full, so kit could not write its copy of Mine.swift (to copy.swift); "
        + "make room, then run the command again")
  }
}
