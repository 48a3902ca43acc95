import Foundation
import Testing

@testable import KitCore

/// Every shipped Swift Testing test has a display name, and Swift Testing's console names
/// a test by it (`◇ Test "Saves the item" started.`), not by its function.
@Suite("A Swift Testing crash in a test with a display name")
struct SwiftTestingCrashTests {
  // Captured from `swift test` on this machine (Swift 6.3.1), the backtrace cut short.
  let output = """
    ◇ Test run started.
    ◇ Suite "The suite" started.
    ➜ Test "Disabled one" skipped: "later"
    ◇ Test "Crashing one" started.
    SkpTests/STests.swift:6: Fatal error: Unexpectedly found nil while unwrapping an Optional value
    ◇ Test "Passing one" started.
    ✔ Test "Passing one" passed after 0.001 seconds.
    *** Signal 4: Backtracing from 0x7f733776df7f... done ***
    error: Process '/tmp/skp/.build/debug/SkpPackageTests.xctest --skip-build \
    --testing-library swift-testing' exited with unexpected signal code 4
    """
  let source = """
    @Suite("The suite") struct STests {
      @Test("Disabled one", .disabled("later")) func disabledOne() { #expect(1 == 2) }
      @Test("Passing one") func passingOne() { #expect(1 == 1) }
      @Test(
        "Crashing one",
        .tags(.slow))
      func crashingOne() { _ = value()! }
      @Test func plain() {}
    }
    """

  @Test("the display names of a test file map to their functions")
  func displayNames() {
    #expect(
      SwiftTestingConsoleParser.functionsByDisplayName(in: source) == [
        "Disabled one": "disabledOne", "Passing one": "passingOne", "Crashing one": "crashingOne",
      ])
  }

  @Test("the crash is put on the test that was running, with the fatal message")
  func attribution() throws {
    let crash = try #require(SwiftTestingConsoleParser.crash(in: output))
    var run = TestRun()
    run.swiftTestingCrash = crash.naming(
      SwiftTestingConsoleParser.functionsByDisplayName(in: source))

    let attributed = run.attributingSwiftTestingCrash(
      among: ["STests/crashingOne()", "STests/passingOne()", "STests/disabledOne()"])

    #expect(crash.runningTests == ["Crashing one"])
    #expect(
      attributed.outcomes == [
        "STests/crashingOne()": .crashed(
          message:
            "crashed (signal 4): Fatal error: Unexpectedly found nil while unwrapping an Optional value"
        )
      ])
  }

  @Test("the runner reads the display names from the package's test files")
  func runnerReadsTheTests() throws {
    let package = FileManager.default.temporaryDirectory.appending(path: "crash-\(UUID())")
    let tests = package.appending(path: "Tests/SkpTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: package) }
    try Data(source.utf8).write(to: tests.appending(path: "STests.swift"))
    let runner = SwiftTestRunner(scratchPath: package)

    let run = runner.parse(
      ProcessResult(exitCode: 1, output: output, timedOut: false), xunit: nil,
      testingXUnit: package.appending(path: "none.xml"), module: "SkpTests", package: package)

    #expect(run.swiftTestingCrash?.runningTests == ["crashingOne"])
  }

  @Test("Next points at the test that crashed, not at one the crash kept from running")
  func nextIsTheCrash() throws {
    var exercise = try #require(ManifestFixtures.exercise)
    exercise.stages[0].tests = ["STests/passingOne()", "STests/crashingOne()"]
    var run = TestRun(outcomes: ["STests/crashingOne()": .crashed(message: "crashed (signal 4)")])
    run.swiftTestingCrash = SwiftTestingCrash(
      message: "crashed (signal 4)", runningTests: ["crashingOne"])

    let report = CheckReport(exercise: exercise, run: run, declared: [:], history: ExerciseState())

    #expect(report.items.map(\.status) == [.notReached, .crashed("crashed (signal 4)")])
    #expect(report.next?.name == "STests/crashingOne()")
  }
}
