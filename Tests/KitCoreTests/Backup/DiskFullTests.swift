import Foundation
import Testing

@testable import KitCore

/// `kit reset` on a disk that fills up at each step of its work, for real, on a small
/// tmpfs (issue 23, item 3): whatever runs out, the learner's files are untouched and the
/// message says what could not be written.
@Suite(
  "A full disk, for real: true sentences, nothing touched", .serialized,
  .enabled(if: TinyDisk.isPossible, "mounts a small tmpfs: needs root on Linux"))
struct DiskFullTests {
  @Test("the starter's copy into place fails: nothing touched, not 'half replaced'")
  func starterCopyFails() throws {
    // A starter with a big file: unpacking it fits, a second copy of it does not.
    let (kit, disk) = try makeKit(starter: 160)
    try kit.put("green")
    try FileManager.default.removeItem(at: kit.root.appending(path: Self.notes))
    let before = try kit.files(under: "Exercises/01-answer")
    try disk.fill(leaving: 440)

    let reset = kit.run(["reset", "01"])

    disk.empty()
    #expect(reset.code == .environmentFailed)
    #expect(
      reset.errors.hasPrefix("error: the disk is full, so kit could not write"), "\(reset.errors)")
    #expect(reset.errors.contains("Exercises/01-answer was not changed"), "\(reset.errors)")
    #expect(!reset.errors.contains("half replaced"), "\(reset.errors)")
    #expect(try kit.files(under: "Exercises/01-answer") == before)
  }

  @Test(
    "the backup fails on a big learner file: the backup's copy is named, not the learner's file")
  func backupFails() throws {
    let (kit, disk) = try makeKit(starter: 0)
    try kit.put("green")
    try Data(String(repeating: "// a long comment\n", count: 25_000).utf8)
      .write(to: kit.root.appending(path: "Exercises/01-answer/Sources/Answer/Big.swift"))
    let before = try kit.files(under: "Exercises/01-answer")
    try disk.fill(leaving: 200)

    let reset = kit.run(["reset", "01"])

    disk.empty()
    #expect(reset.code == .environmentFailed)
    #expect(
      reset.errors.hasPrefix(
        "error: the disk is full, so kit could not write its copy of "
          + "Exercises/01-answer/Sources/Answer/Big.swift (to .tddkit/tmp/"), "\(reset.errors)")
    #expect(reset.errors.hasSuffix("Nothing was changed.\n"), "\(reset.errors)")
    #expect(try kit.files(under: "Exercises/01-answer") == before)
  }

  @Test(
    "git or tar cannot unpack the starter: a sentence, not their raw output",
    arguments: [300, 60])
  func unpackingFails(leaving kilobytes: Int) throws {
    let (kit, disk) = try makeKit(starter: 160)
    try kit.put("green")
    let before = try kit.files(under: "Exercises/01-answer")
    try disk.fill(leaving: kilobytes)

    let reset = kit.run(["reset", "01"])

    disk.empty()
    #expect(reset.code == .environmentFailed)
    #expect(
      reset.errors == "error: the disk is full, so kit could not unpack the starter from git into "
        + ".tddkit/tmp; make room, then run the command again\nNothing was changed.\n")
    #expect(try kit.files(under: "Exercises/01-answer") == before)
  }

  @Test(
    "a read-only .tddkit (or none, on a read-only disk): the lock's error says why and what to do",
    arguments: [true, false])
  func readOnly(used: Bool) throws {
    let (kit, disk) = try makeKit(starter: 0)
    if used { _ = kit.run(["reset", "01"]) }
    try disk.setReadOnly(true)
    defer { try? disk.setReadOnly(false) }

    let reset = kit.run(["reset", "01"])

    #expect(reset.code == .environmentFailed)
    #expect(reset.errors.contains("the file system is read-only"), "\(reset.errors)")
    #expect(reset.errors.contains("work in a clone on a writable disk"), "\(reset.errors)")
  }

  // MARK: - Helpers

  static let notes = "Exercises/01-answer/Tests/AnswerTests/Notes.swift"

  /// The miniature kit on a 4 MB disk, its starter holding a file of `kilobytes` of
  /// random text (which git cannot compress away).
  private func makeKit(starter kilobytes: Int) throws -> (MiniKitCopy, TinyDisk) {
    let disk = try TinyDisk(kilobytes: 4096)
    var extra: [String: Data] = [:]
    if kilobytes > 0 {
      var generator = SystemRandomNumberGenerator()
      let letters = Array("abcdefghijklmnopqrstuvwxyz")
      let line = { String((0..<63).map { _ in letters.randomElement(using: &generator) ?? "a" }) }
      let text = (0..<(kilobytes * 16)).map { _ in "// \(line())" }.joined(separator: "\n")
      extra[Self.notes] = Data(text.utf8)
    }
    let kit = try MiniKitCopy(on: disk, extra: extra)
    _ = kit.run(["progress"])
    return (kit, disk)
  }
}
