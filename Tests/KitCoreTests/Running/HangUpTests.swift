import Foundation
import Testing

@testable import KitCore

/// Closing the terminal sends SIGHUP to the kit's process group: it must clean up as
/// Ctrl-C and SIGTERM do (issue 23, item 2). The kit runs as its own program here, in a
/// group of its own, with a stand-in `swift` that starts a "test binary" in another
/// session, as SwiftPM does, which ignores every polite signal.
@Suite(
  "A hang-up stops everything the kit started", .serialized,
  .enabled(if: ProcessRunnerTests.hasProc && KitBinary.url != nil, "Linux: /proc, GNU env"))
struct HangUpTests {
  @Test("SIGHUP to the kit's group ends the kit with 129 and stops the test binary it started")
  func hangUp() throws {
    let kit = try MiniKitCopy(git: false)
    let marker = "\(Int.random(in: 100_000...999_999))"
    let swift = try FakeSwift(
      """
      echo 'Build complete! (0.1s)'
      setsid sh -c 'trap "" INT TERM HUP; sleep \(marker); true' &
      sleep \(marker)
      """)
    // Foundation starts the kit in a process group of its own, as a shell does a job; the
    // test runner ignores SIGHUP, and an ignored signal is inherited: `env` gives it back
    // its default, as a terminal's shell has it.
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    guard let binary = KitBinary.url else { throw CocoaError(.executableNotLoadable) }
    process.arguments = ["--default-signal=HUP", binary.path, "check", "01"]
    process.currentDirectoryURL = kit.root
    process.environment = [
      "PATH": "\(swift.binFolder):/usr/bin:/bin", "TDDKIT_PREPARE": "0", "HOME": kit.root.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { Self.stopAll(mentioning: marker) }
    try #require(Self.waitUntil { Self.processes(mentioning: "sleep \(marker)").count >= 2 })

    let group = try #require(ProcessTable.proc.row(process.processIdentifier)).group
    try #require(group == process.processIdentifier, "the kit leads a group of its own")
    kill(-group, SIGHUP)
    process.waitUntilExit()
    Thread.sleep(forTimeInterval: 0.3)

    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGHUP, "128 + 1 = 129 in the shell")
    #expect(Self.processes(mentioning: "sleep \(marker)").isEmpty, "nothing left running")
  }

  // MARK: - Helpers

  /// The ids of processes whose command line contains `text`, from `/proc`.
  static func processes(mentioning text: String) -> [pid_t] {
    ProcessTable.proc.rows().values.filter { $0.command.contains(text) }.map(\.pid)
  }

  static func stopAll(mentioning text: String) {
    for pid in processes(mentioning: text) { kill(pid, SIGKILL) }
  }

  static func waitUntil(_ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + .seconds(20)
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return true
  }
}
