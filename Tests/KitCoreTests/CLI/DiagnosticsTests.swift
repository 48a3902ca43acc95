import Foundation
import Testing

@testable import KitCore

/// Errors and warnings go to standard error, in sentences; standard output holds the
/// report alone.
@Suite("Diagnostics on standard error, in words")
struct DiagnosticsTests {
  @Test("with a corrupt state file, kit progress --json writes valid JSON, the warning apart")
  func jsonStaysJSON() throws {
    let kit = try MiniKitCopy(git: false)
    _ = try kit.folder.write("{ broken", to: "MiniKit/.tddkit/state.json")
    let writer = BufferWriter()

    let code = Kit(root: kit.root, writer: writer).run(["progress", "--json"])

    #expect(code == .success)
    #expect(writer.errors.hasPrefix("warning: .tddkit/state.json cannot be read"))
    let json = try JSONSerialization.jsonObject(with: Data(writer.output.utf8))
    #expect((json as? [String: Any])?["exercises"] != nil)
  }

  @Test("a usage mistake goes to standard error")
  func usageOnStandardError() {
    let writer = BufferWriter()

    _ = Kit(root: URL(filePath: "/nowhere"), writer: writer).run(["restore"])

    #expect(writer.output.isEmpty)
    #expect(writer.errors.hasPrefix("error: kit restore takes an exercise id"))
  }

  @Test(
    "refusals and errors go to standard error, nothing of them to standard output",
    arguments: [
      ["restore", "01", "nosuchbackup"], ["restore", "01"], ["solution", "01"],
      ["materialise", "01", "stage:nosuchstage"],
    ])
  func refusalsOnStandardError(arguments: [String]) throws {
    let kit = try MiniKitCopy(git: true)
    try kit.put("green")
    _ = kit.run(["reset", "01"])
    if arguments == ["restore", "01"] {
      try FileManager.default.removeItem(at: kit.root.appending(path: ".tddkit/backups"))
    }
    let writer = BufferWriter()

    let code = Kit(root: kit.root, writer: writer).run(arguments)

    #expect(code != .success)
    #expect(writer.output.isEmpty, "\(writer.output)")
    #expect(!writer.errors.isEmpty)
  }

  @Test("a full disk is a sentence naming the file and what to do")
  func fullDisk() {
    let error = CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: "/k/.tddkit/x"])

    #expect(
      ReadableError.sentence(error)
        == "the disk is full, so kit could not write /k/.tddkit/x; make room, then run the command again"
    )
  }

  @Test("a folder kit may not write is a sentence naming it and what to do")
  func noPermission() {
    let error = CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: "/k/.tddkit/tmp"])

    #expect(
      ReadableError.sentence(error)
        == "kit may not write /k/.tddkit/tmp; make it writable (chmod -R u+w .tddkit, or the "
        + "exercise's folder), then run the command again")
  }

  @Test("the starter's copy into place fails after the backup: not changed, not half replaced")
  func stagingFailsNothingTouched() throws {
    let kit = try MiniKitCopy(git: true)
    try kit.put("green")
    let before = try kit.files(under: "Exercises/01-answer")
    var files = LearnerFiles(root: kit.root, now: Date.init)
    files.copy = { source, destination in
      // The learner's trees are backed up; the starter, unpacked under .tddkit/tmp, is not
      // copied into place: the disk is full by then.
      guard !source.path.contains("/.tddkit/tmp/") else {
        throw CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: destination.path])
      }
      try FileManager.default.copyItem(at: source, to: destination)
    }
    let writer = BufferWriter()
    var context = CommandContext(
      kit: Kit(root: kit.root, writer: writer), manifest: try kit.manifest())
    context.files = files

    let code = context.run(ResetCommand(exercise: "01"))

    #expect(code == .environmentFailed)
    #expect(writer.errors.hasPrefix("error: the disk is full, so kit could not write "))
    #expect(!writer.errors.contains("half replaced"), "\(writer.errors)")
    #expect(writer.errors.contains("Exercises/01-answer was not changed"), "\(writer.errors)")
    #expect(try kit.files(under: "Exercises/01-answer") == before)
  }

  @Test(
    "git's and tar's words for a full disk become a sentence with what to do",
    arguments: [
      "fatal: write error: No space left on device",
      "tar: Exercises/01-answer/Sources/Answer/Answer.swift: Cannot write: No space left on device\n"
        + "tar: Exiting with failure status due to previous errors",
      "tar: Exercises/01-answer/Tests/AnswerTests/Notes.swift: Wrote only 4608 of 10240 bytes",
    ])
  func starterOnAFullDisk(output: String) {
    let error = StarterError.failed(command: "git archive --format=tar -o /k/x.tar", output: output)

    #expect(
      ReadableError.sentence(error)
        == "the disk is full, so kit could not unpack the starter from git into .tddkit/tmp; "
        + "make room, then run the command again")
  }

  @Test("a reset that fails before touching anything says nothing was changed, not half replaced")
  func nothingTouched() throws {
    let kit = try MiniKitCopy(git: true)
    try kit.put("green")
    var files = LearnerFiles(root: kit.root, now: Date.init)
    files.copy = { _, destination in
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: destination.path])
    }
    let writer = BufferWriter()
    var context = CommandContext(
      kit: Kit(root: kit.root, writer: writer), manifest: try kit.manifest())
    context.files = files

    let code = context.run(ResetCommand(exercise: "01"))

    #expect(code == .environmentFailed)
    #expect(writer.errors.hasPrefix("error: kit may not write "))
    #expect(writer.errors.hasSuffix("Nothing was changed.\n"))
    #expect(!writer.errors.contains("half replaced"))
    #expect(!writer.errors.contains("NSCocoaErrorDomain"))
  }
}
