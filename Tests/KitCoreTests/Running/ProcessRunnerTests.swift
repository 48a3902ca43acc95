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

  @Test("once the phase marker shows, the phase's shorter limit applies")
  func phaseLimitStartsAtTheMarker() throws {
    let started = Date()

    let result = try ProcessRunner.run(
      ["sh", "-c", "echo Build complete!; sleep 30"], in: URL(filePath: "/"),
      timeout: .seconds(60), then: PhaseTimeout(marker: "Build complete!", timeout: .seconds(1)))

    #expect(result.timedOut)
    #expect(result.reachedMarker)
    #expect(Date().timeIntervalSince(started) < 10)
  }

  @Test("before the phase marker, only the first limit counts")
  func firstLimitBeforeTheMarker() throws {
    let result = try ProcessRunner.run(
      ["sh", "-c", "sleep 2; echo built"], in: URL(filePath: "/"), timeout: .seconds(30),
      then: PhaseTimeout(marker: "Build complete!", timeout: .milliseconds(100)))

    #expect(!result.timedOut)
    #expect(!result.reachedMarker)
    #expect(result.output.contains("built"))
  }

  @Test(
    "stops, with the command, every process it started", .enabled(if: ProcessRunnerTests.hasProc))
  func stopsDescendants() throws {
    let marker = "\(Int.random(in: 100_000...999_999))"

    let result = try ProcessRunner.run(
      ["sh", "-c", "sleep \(marker) & sleep \(marker); wait"], in: URL(filePath: "/"),
      timeout: .seconds(1))
    Thread.sleep(forTimeInterval: 0.5)

    #expect(result.timedOut)
    #expect(Self.processes(mentioning: "sleep\u{0}\(marker)").isEmpty)
  }

  // MARK: - Helpers

  static let hasProc = FileManager.default.fileExists(atPath: "/proc/self/cmdline")

  /// The ids of running processes whose command line contains `text`.
  static func processes(mentioning text: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { entry in
      guard Int(entry) != nil,
        let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
      else { return false }
      return String(decoding: data, as: UTF8.self).contains(text)
    }
  }
}
