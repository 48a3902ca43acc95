import Foundation
import Testing

@testable import KitCore

/// The reproduction (item 2), with real builds: a check stuck in an endless loop,
/// its kit killed with `kill -9`, then the next check.
@Suite(
  "Leftovers of a killed kit, end to end", .serialized, EndToEnd.enabled,
  .enabled(if: ProcessRunnerTests.hasProc && KitBinary.url != nil, "Linux, the built kit"))
struct LeftoversEndToEndTests {
  @Test("after kill -9 of a check in an endless loop, the next check stops what it left and runs")
  func killedCheck() throws {
    let kit = try MiniKitCopy(git: false)
    try kit.put("hangs")
    let scratch = kit.root.appending(path: ".build/tddkit/scratch").path
    let first = try Self.start(kit, ["check", "01"])
    defer { HangUpTests.stopAll(mentioning: kit.root.path) }
    try #require(
      Self.waitUntil(seconds: 600) {
        !HangUpTests.processes(mentioning: "\(scratch)/").filter {
          // The test binary itself, not the linker writing it: a kit killed while its
          // build runs takes the build with it (its output pipe closes). The folder's
          // name has spaces: the program is what the command line starts with.
          let command = ProcessTable.proc.row($0)?.command ?? ""
          return command.hasPrefix("\(scratch)/") && command.contains("PackageTests.xctest")
        }.isEmpty
      }, "the test binary runs")

    kill(first.processIdentifier, SIGKILL)
    first.waitUntilExit()
    Thread.sleep(forTimeInterval: 1)
    let left = HangUpTests.processes(mentioning: "\(scratch)/")
    try kit.put("green")
    let output = kit.root.appending(path: "second.log")
    let second = try Self.start(kit, ["check", "01"], output: output)
    let ended = Self.waitUntil(seconds: 240) { !second.isRunning }
    if !ended { kill(second.processIdentifier, SIGKILL) }
    second.waitUntilExit()
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""

    #expect(!left.isEmpty, "kill -9 left the tests running: the issue's premise")
    #expect(ended, "the next check did not wait for ever: \(text)")
    #expect(second.terminationStatus == 0, "\(text)")
    #expect(text.contains("kit: stopped what a kit that ended without cleaning up"), "\(text)")
    #expect(HangUpTests.processes(mentioning: kit.root.path).isEmpty, "nothing left running")
  }

  // MARK: - Helpers

  private static func start(_ kit: MiniKitCopy, _ arguments: [String], output: URL? = nil) throws
    -> Process
  {
    guard let binary = KitBinary.url else { throw CocoaError(.executableNotLoadable) }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = kit.root
    var environment = ProcessInfo.processInfo.environment
    environment["TDDKIT_PREPARE"] = "0"
    process.environment = environment
    if let output {
      _ = FileManager.default.createFile(atPath: output.path, contents: nil)
      let handle = try FileHandle(forWritingTo: output)
      process.standardOutput = handle
      process.standardError = handle
    } else {
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
    }
    try process.run()
    return process
  }

  private static func waitUntil(seconds: Int, _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.2)
    }
    return true
  }
}
