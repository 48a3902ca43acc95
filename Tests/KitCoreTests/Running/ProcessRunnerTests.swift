import Foundation
import Synchronization
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

  @Test(
    "a phase within the first limit ends by it: the build's time counts against the whole (an explicit --timeout)"
  )
  func phaseWithinTheFirstLimit() throws {
    let started = Date()

    let result = try ProcessRunner.run(
      ["sh", "-c", "sleep 2; echo Build complete!; sleep 30"], in: URL(filePath: "/"),
      timeout: .seconds(3),
      then: PhaseTimeout(marker: "Build complete!", timeout: .seconds(3), withinTheFirstLimit: true)
    )

    #expect(result.timedOut)
    #expect(result.reachedMarker)
    // Ended at the first limit (3 s), not 3 s after the marker (5 s).
    #expect(Date().timeIntervalSince(started) < 4.5)
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
    "a command printing without end is stopped at its limit, and the run keeps megabytes, not all it printed"
  )
  func boundsEndlessOutput() throws {
    let started = Date()

    let result = try ProcessRunner.run(
      ["sh", "-c", "echo Build complete!; yes 'Test Case noise, printed for ever'"],
      in: URL(filePath: "/"), timeout: .seconds(60),
      then: PhaseTimeout(marker: "Build complete!", timeout: .seconds(3)))

    #expect(result.timedOut)
    #expect(result.reachedMarker)
    #expect(Date().timeIntervalSince(started) < 15)
    #expect(result.output.utf8.count < 12 << 20)
    #expect(result.output.contains("kit: dropped"))
  }

  @Test(
    "stops, with the command, every process it started, read from /proc or from ps",
    .enabled(if: ProcessRunnerTests.hasProc), arguments: [ProcessTable.proc, .ps])
  func stopsDescendants(table: ProcessTable) throws {
    let marker = "\(Int.random(in: 100_000...999_999))"

    let result = try ProcessRunner.run(
      ["sh", "-c", "sleep \(marker) & sleep \(marker); wait"], in: URL(filePath: "/"),
      timeout: .seconds(1), processTable: table)
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

@Suite("Stopping what a command started")
struct ProcessTreeTests {
  @Test(
    "a process that left the command's group and outlived it is stopped, at the latest when the run's time limit ends",
    .enabled(if: ProcessRunnerTests.hasProc))
  func stopsLeftovers() throws {
    let marker = "\(Int.random(in: 100_000...999_999))"

    // `setsid` puts sleep in a session and group of its own, as SwiftPM does with the test
    // binary; the shell then ends and leaves it to init. Foundation reports the command's
    // end only once every process holding its output has let go, so the leftover holds
    // the run until its time limit, when it is stopped with the rest. (Ending the wait
    // as soon as the root ends was tried and reverted: it cut real `swift test` runs short
    // in the mechanical pass, one run in three.)
    let result = try ProcessRunner.run(
      ["sh", "-c", "setsid sleep \(marker) & sleep 1"], in: URL(filePath: "/"),
      timeout: .seconds(3))
    Thread.sleep(forTimeInterval: 0.3)

    withKnownIssue("a leftover holds the run until its time limit (see the comment)") {
      #expect(!result.timedOut)
    }
    #expect(ProcessRunnerTests.processes(mentioning: "sleep\u{0}\(marker)").isEmpty)
  }

  @Test(
    "an interruption stops every command and what it started, even one ignoring SIGINT (proc or ps)",
    .enabled(if: ProcessRunnerTests.hasProc), arguments: [ProcessTable.proc, .ps])
  func interruptionStopsEverything(table: ProcessTable) throws {
    let marker = "\(Int.random(in: 100_000...999_999))"
    // The shell waits for a child in a session of its own that ignores SIGINT and
    // SIGTERM: only the kit's stopping of every recorded process can end both.
    let command = "setsid sh -c 'trap \"\" INT TERM; sleep \(marker)' & wait"
    let ended = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = try? ProcessRunner.run(
        ["sh", "-c", command], in: URL(filePath: "/"), timeout: .seconds(120),
        processTable: table)
      ended.signal()
    }
    Thread.sleep(forTimeInterval: 2)
    #expect(ProcessRunnerTests.processes(mentioning: "sleep\u{0}\(marker)").count == 1)

    // Only this test's command: another test's, running beside it, must not be stopped.
    RunningProcesses.stopAll { root in
      let command = FileManager.default.contents(atPath: "/proc/\(root)/cmdline") ?? Data()
      return String(decoding: command, as: UTF8.self).contains(marker)
    }

    #expect(ended.wait(timeout: .now() + 10) == .success)
    Thread.sleep(forTimeInterval: 0.3)
    #expect(ProcessRunnerTests.processes(mentioning: "sleep\u{0}\(marker)").isEmpty)
  }

  @Test("says once, while it runs, that SwiftPM waits for another instance")
  func showsTheWaitingNotice() throws {
    let shown = Mutex<[String]>([])
    let notice = SwiftTestRunner.anotherInstance(URL(filePath: "/k/.build/tddkit/scratch"))

    let result = try ProcessRunner.run(
      [
        "sh", "-c",
        "echo 'Another instance of SwiftPM is already running using /k, waiting…'; sleep 1",
      ],
      in: URL(filePath: "/"), timeout: .seconds(30), notices: [notice],
      showNotice: { message in shown.withLock { $0.append(message) } })

    #expect(result.exitCode == 0)
    #expect(shown.withLock { $0 } == [notice.message])
    #expect(notice.message.contains("another build that uses /k/.build/tddkit/scratch to end"))
  }
}
