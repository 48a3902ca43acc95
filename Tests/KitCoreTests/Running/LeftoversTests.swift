import Foundation
import Synchronization
import Testing

@testable import KitCore

/// A kit killed with `kill -9` runs no handler: what it started in its build folders keeps
/// running, and would hold the scratch folder. The next kit that takes the lock finds it
/// and stops it, naming it (issue 23, items 2 and 6).
@Suite("Leftovers of a killed kit: found by the next one, stopped and named")
struct LeftoversTests {
  @Test(
    "the next command that takes the lock stops what a killed kit left, and says so (proc or ps)",
    .enabled(if: ProcessRunnerTests.hasProc), arguments: [ProcessTable.proc, .ps])
  func nextCommandStopsThem(table: ProcessTable) throws {
    let kit = try MiniKitCopy(git: false, secondExercise: true)
    // A "test binary" and a "compiler" of a judging the dead kit left, in a session of their
    // own, ignoring polite signals: one names the trial copy, the other the scratch folder.
    let left = try Self.orphan(
      "\(kit.root.path)/.build/tddkit/scratch/debug/AnswerPackageTests.xctest",
      "\(kit.root.path)/.build/tddkit/trial/01-answer")
    defer { for pid in left { kill(pid, SIGKILL) } }
    let writer = BufferWriter()
    var sut = Kit(root: kit.root, writer: writer)
    sut.processTable = table

    let code = sut.run(["next"])
    Thread.sleep(forTimeInterval: 0.3)

    #expect(code == .success)
    #expect(left.allSatisfy { table.row($0) == nil || table.row($0)?.isZombie == true })
    #expect(
      writer.errors.contains(
        "kit: stopped what a kit that ended without cleaning up (killed?) "
          + "left running in .build/tddkit:"), "\(writer.errors)")
    // The shell names the folders, and is named; the sleep under it goes with its group.
    #expect(writer.errors.contains("\(left[0]) sh -c "), "\(writer.errors)")
    #expect(
      writer.errors.contains(".build/tddkit/scratch/debug/AnswerPackageTests.xctest"),
      "\(writer.errors)")
  }

  @Test("a process in another kit's folders is never taken for a leftover")
  func onlyThisKitsFolders() throws {
    let kit = try MiniKitCopy(git: false)
    let other = try MiniKitCopy(git: false)
    let theirs = try Self.orphan("\(other.root.path)/.build/tddkit/scratch/x", "x")
    defer { for pid in theirs { kill(pid, SIGKILL) } }

    let found = Leftovers(root: kit.root, table: .system).find()

    #expect(found.isEmpty, "\(found)")
    #expect(ProcessTable.system.row(theirs[0]) != nil)
  }

  @Test("SwiftPM waiting for the scratch folder is explained by the processes that hold it")
  func namesWhatHoldsTheScratch() throws {
    let kit = try MiniKitCopy(git: false)
    let scratch = kit.root.appending(path: ".build/tddkit/scratch")
    let holder = try Self.orphan("\(scratch.path)/x86_64/debug/swift-build", "y")
    defer { for pid in holder { kill(pid, SIGKILL) } }
    let shown = Mutex<[String]>([])

    _ = try ProcessRunner.run(
      [
        "sh", "-c",
        "echo 'Another instance of SwiftPM is already running using x, waiting…'; sleep 1",
      ],
      in: URL(filePath: "/"), timeout: .seconds(30),
      notices: [SwiftTestRunner.anotherInstance(scratch)],
      showNotice: { message in shown.withLock { $0.append(message) } })

    let notice = try #require(shown.withLock { $0.first })
    #expect(notice.contains("\(holder[0]) "), "\(notice)")
    #expect(!notice.contains("another terminal"), "the kit's lock rules out another kit")
  }

  // MARK: - Helpers

  /// Starts, in a session of its own and ignoring SIGINT, SIGTERM and SIGHUP, a shell
  /// whose command line holds `path` and `also`, with a `sleep` under it; its ids.
  static func orphan(_ path: String, _ also: String) throws -> [pid_t] {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/setsid")
    process.arguments = [
      "sh", "-c", "trap '' INT TERM HUP; sleep 600; true", path, also,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    var found: [pid_t] = []
    let deadline = ContinuousClock.now + .seconds(10)
    while found.count < 2, ContinuousClock.now < deadline {
      Thread.sleep(forTimeInterval: 0.1)
      let rows = ProcessTable.proc.rows().values
      if let shell = rows.first(where: { $0.command.contains(path) && $0.command.hasPrefix("sh ") })
      {
        found = [shell.pid] + rows.filter { $0.parent == shell.pid }.map(\.pid)
      }
    }
    try #require(found.count == 2, "the shell and its sleep")
    return found
  }
}
