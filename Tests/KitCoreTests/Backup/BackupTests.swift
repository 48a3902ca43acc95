import Foundation
import Testing

@testable import KitCore

/// Backups are whole or absent, and every one stays in reach.
@Suite("Backups: complete, listed, and the learner's work by default")
struct BackupTests {
  @Test("a backup that fails halfway leaves no backup, and reset changes nothing")
  func incompleteBackupIsAbsent() throws {
    let kit = try MiniKitCopy(git: true)
    try kit.put("green")
    let before = try kit.files(under: "Exercises/01-answer")
    var files = LearnerFiles(root: kit.root, now: Date.init)
    files.copy = { source, destination in
      // Sources is copied, then the disk is full.
      guard source.lastPathComponent == "Sources" else { throw CocoaError(.fileWriteOutOfSpace) }
      try FileManager.default.copyItem(at: source, to: destination)
    }
    let writer = BufferWriter()
    var context = CommandContext(
      kit: Kit(root: kit.root, writer: writer), manifest: try kit.manifest())
    context.files = files

    let code = context.run(ResetCommand(exercise: "01"))

    #expect(code == .environmentFailed)
    #expect(writer.text.contains("Nothing was changed."))
    #expect(try kit.files(under: "Exercises/01-answer") == before)
    #expect(files.backupsNewestFirst(of: try kit.exercise()).isEmpty)
    #expect(kit.run(["restore", "01"]).code == .refused)
  }

  @Test("resetting an unchanged starter makes no backup, so restore brings the learner's work")
  func resetTwiceThenRestore() throws {
    let kit = try MiniKitCopy(git: true)
    try kit.put("green")
    let learners = try kit.files(under: "Exercises/01-answer")

    _ = kit.run(["reset", "01"])
    let second = kit.run(["reset", "01"])
    let restore = kit.run(["restore", "01"])

    #expect(second.code == .success)
    #expect(second.text.contains("Exercises/01-answer is already its starter: nothing to back up"))
    #expect(restore.code == .success, "\(restore.text)")
    #expect(try kit.files(under: "Exercises/01-answer") == learners)
    let files = LearnerFiles(root: kit.root, now: Date.init)
    #expect(files.backupsNewestFirst(of: try kit.exercise()).count == 1)
  }

  @Test("restore takes, by default, the newest backup that is not the starter")
  func defaultSkipsStarterCopies() throws {
    let kit = try MiniKitCopy(git: true)
    try kit.put("green")
    let learners = try kit.files(under: "Exercises/01-answer")
    _ = kit.run(["reset", "01"])
    // A backup that holds the starter, newer than the learner's (an older kit made these).
    let backups = kit.root.appending(path: ".tddkit/backups/01-answer")
    try FileManager.default.copyItem(
      at: kit.root.appending(path: "Exercises/01-answer"),
      to: backups.appending(path: "29991231-235959-999"))

    let restore = kit.run(["restore", "01"])

    #expect(restore.code == .success, "\(restore.text)")
    #expect(try kit.files(under: "Exercises/01-answer") == learners)
  }

  @Test("the newest backup is the one made last, even when the clock ran ahead for an earlier one")
  func orderIsWhatHappened() throws {
    let kit = try MiniKitCopy(git: true)
    try kit.put("green")
    let exercise = try kit.exercise()
    let ahead = LearnerFiles(root: kit.root, now: { Date(timeIntervalSince1970: 4_000_000_000) })
    let first = try #require(try ahead.save(exercise))
    try kit.put("traps")
    let onTime = LearnerFiles(root: kit.root, now: { Date(timeIntervalSince1970: 1_800_000_000) })
    let second = try #require(try onTime.save(exercise))
    // A backup an older kit named by its time alone counts as older than any numbered one.
    let old = kit.root.appending(path: ".tddkit/backups/01-answer/29991231-235959-999")
    try FileManager.default.copyItem(at: first, to: old)

    #expect(onTime.backupsNewestFirst(of: exercise) == [second, first, old])
  }

  @Test("restore --list names every backup, and restore takes the one named")
  func listAndPick() throws {
    let kit = try MiniKitCopy(git: true)
    try kit.put("green")
    let learners = try kit.files(under: "Exercises/01-answer")
    _ = kit.run(["reset", "01"])
    try kit.put("traps")
    _ = kit.run(["reset", "01"])
    let files = LearnerFiles(root: kit.root, now: Date.init)
    let names = files.backupsNewestFirst(of: try kit.exercise()).map(\.lastPathComponent)

    let list = kit.run(["restore", "01", "--list"])
    let pick = kit.run(["restore", "01", names[1]])

    #expect(names.count == 2)
    #expect(list.code == .success)
    #expect(
      list.text
        == """
        Backups of 01, newest first (kit restore 01 NAME brings one back):
          \(names[0])   ← kit restore 01 takes this one
          \(names[1])

        """)
    #expect(pick.code == .success, "\(pick.text)")
    #expect(try kit.files(under: "Exercises/01-answer") == learners)
    #expect(kit.run(["restore", "01", "nope"]).code == .badInput)
  }
}

@Suite("Big files: reset and restore copy and compare a chunk at a time")
struct BigFileTests {
  @Test("resetting a tree with a 1 GB file costs far less than 1 GB of memory")
  func streamsBigFiles() throws {
    let kit = try MiniKitCopy(git: true)
    try kit.put("green")
    // A sparse file: a gigabyte long, next to nothing on disk; its copy is sparse too.
    let big = kit.root.appending(path: "Exercises/01-answer/Sources/Answer/Big.bin")
    try Data().write(to: big)
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: 1 << 30)
    try handle.close()
    let before = Self.peakMemory()

    let reset = kit.run(["reset", "01"])
    let restore = kit.run(["restore", "01"])

    #expect(reset.code == .success, "\(reset.text)")
    #expect(restore.code == .success, "\(restore.text)")
    let attributes = try FileManager.default.attributesOfItem(atPath: big.path)
    #expect(attributes[.size] as? Int == 1 << 30)
    let grown = Self.peakMemory() - before
    #expect(grown < 256 << 20, "the peak grew by \(grown >> 20) MB")
  }

  /// The most memory this process has held so far, in bytes.
  static func peakMemory() -> Int {
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return usage.ru_maxrss * 1024
    #else
      getrusage(RUSAGE_SELF, &usage)
      return usage.ru_maxrss
    #endif
  }
}

extension MiniKitCopy {
  func exercise() throws -> Exercise {
    try #require(try manifest().exercise("01"))
  }
}

@Suite("Housekeeping: bounded backups and scratch folders")
struct HousekeepingTests {
  @Test("old backups are pruned to the newest ten, but the learner's latest own work stays")
  func prunesBackups() throws {
    let kit = try MiniKitCopy(git: true)
    let backups = kit.root.appending(path: ".tddkit/backups/01-answer")
    try kit.put("green")
    let learners = try kit.files(under: "Exercises/01-answer")
    try FileManager.default.createDirectory(at: backups, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: kit.root.appending(path: "Exercises/01-answer"),
      to: backups.appending(path: "20000101-000000-000"))
    _ = kit.run(["reset", "01"])
    // Eleven newer copies of the starter, as a kit before this one made them.
    for index in 1...11 {
      try FileManager.default.copyItem(
        at: kit.root.appending(path: "Exercises/01-answer"),
        to: backups.appending(path: "2100\(String(format: "%02d", index))01-000000-000"))
    }

    _ = kit.run(["reset", "01"])
    let kept = try FileManager.default.contentsOfDirectory(atPath: backups.path)
    let restore = kit.run(["restore", "01"])

    #expect(kept.count == LearnerFiles.backupsKept + 1)
    #expect(kept.contains("20000101-000000-000"), "the learner's latest own work, however old")
    #expect(!kept.contains("21000101-000000-000"), "the oldest starter copy")
    #expect(restore.code == .success, "\(restore.text)")
    #expect(try kit.files(under: "Exercises/01-answer") == learners)
  }

  @Test("scratch folders a killed run left in .tddkit/tmp are removed after an hour")
  func sweepsScratch() throws {
    let kit = try MiniKitCopy(git: false)
    let old = try kit.folder.write("x", to: "MiniKit/.tddkit/tmp/old/file")
      .deletingLastPathComponent()
    let recent = try kit.folder.write("x", to: "MiniKit/.tddkit/tmp/recent/file")
      .deletingLastPathComponent()
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -7200)], ofItemAtPath: old.path)
    let files = LearnerFiles(root: kit.root, now: Date.init)

    let fresh = try files.temporaryFolder()

    #expect(!FileManager.default.fileExists(atPath: old.path))
    #expect(FileManager.default.fileExists(atPath: recent.path))
    #expect(FileManager.default.fileExists(atPath: fresh.path))
  }
}
