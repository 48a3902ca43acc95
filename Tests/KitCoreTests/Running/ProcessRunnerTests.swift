import Foundation
import Testing

@testable import KitCore

@Suite("Running a command")
struct ProcessRunnerTests {
  @Test("captures standard output and error together, with the exit code")
  func capturesOutput() throws {
    let result = try ProcessRunner.run(
      ["sh", "-c", "echo out; echo err >&2; exit 3"], in: URL(filePath: "/"), timeout: .seconds(10))

    #expect(result.exitCode == 3)
    #expect(result.output.contains("out"))
    #expect(result.output.contains("err"))
    #expect(!result.timedOut)
  }

  @Test("stops a command that outlives its timeout")
  func stopsHangingCommand() throws {
    let started = Date()

    let result = try ProcessRunner.run(
      ["sleep", "30"], in: URL(filePath: "/"), timeout: .seconds(1))

    #expect(result.timedOut)
    #expect(Date().timeIntervalSince(started) < 10)
  }
}
