import Foundation
import Testing

@testable import KitCore

/// A skipped test (`XCTSkip`, Swift Testing's `.disabled`) did not pass: it checked nothing.
@Suite("Skipped tests are not green")
struct SkippedTestsTests {
  // Captured from a serial `swift test` on this machine (Swift 6.3.1).
  let serial = """
    Test Case 'XTests.test_passes' started at 2026-11-23 21:41:56.200
    Test Case 'XTests.test_passes' passed (0.006 seconds)
    Test Case 'XTests.test_skipped' started at 2026-11-23 21:41:56.206
    /tmp/skp/Tests/SkpTests/XTests.swift:4: XTests.test_skipped : Test skipped - later
    Test Case 'XTests.test_skipped' skipped (0.0 seconds)
    Test Suite 'XTests' passed at 2026-11-23 21:41:56.206
    ◇ Test run started.
    ➜ Test "Disabled one" skipped: "later"
    """
  // Swift Testing's xUnit file from the same run.
  let testingXUnit = """
    <?xml version="1.0" encoding="UTF-8"?>
    <testsuites>
      <testsuite name="TestResults" errors="0" tests="2" failures="0" skipped="1" time="0.0013">
        <testcase classname="SkpTests.STests" name="passingOne()" time="0.0004" />
        <testcase classname="SkpTests.STests" name="disabledOne()" >
          <skipped>later</skipped>
        </testcase>
      </testsuite>
    </testsuites>
    """

  @Test("XCTest's console: a skipped test is skipped with its reason, not unfinished")
  func xctestConsole() {
    let results = XCTestConsoleParser.results(in: serial)

    #expect(results.passed == ["XTests/test_passes": true])
    #expect(results.skipped == ["XTests/test_skipped": "later"])
    #expect(results.unfinished.isEmpty)
    #expect(!SwiftTestRunner.xctestCrashed(serial))
  }

  @Test("Swift Testing's xUnit file: a disabled test is skipped with its reason")
  func swiftTestingXUnit() throws {
    let outcomes = try #require(
      XUnitParser.outcomes(in: Data(testingXUnit.utf8), testModule: "SkpTests"))

    #expect(outcomes["STests/passingOne()"] == .passed)
    #expect(outcomes["STests/disabledOne()"] == .skipped(reason: "later"))
  }

  @Test("a run's outcomes keep the skips of both frameworks")
  func parsedRun() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "skip-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let xunit = folder.appending(path: "results-swift-testing.xml")
    try Data(testingXUnit.utf8).write(to: xunit)
    let runner = SwiftTestRunner(scratchPath: folder)

    let run = runner.parse(
      ProcessResult(exitCode: 0, output: serial, timedOut: false), xunit: nil,
      testingXUnit: xunit, module: "SkpTests", package: folder)

    #expect(
      run.outcomes == [
        "XTests/test_passes": .passed, "XTests/test_skipped": .skipped(reason: "later"),
        "STests/passingOne()": .passed, "STests/disabledOne()": .skipped(reason: "later"),
      ])
  }

  @Test("kit check shows a skipped walkthrough test as skipped, and the exercise is not green")
  func report() throws {
    let exercise = try #require(ManifestFixtures.exercise)
    let run = TestRun(outcomes: [
      "AnswerTests/test_answer_isFortyTwo": .skipped(reason: "later"),
      "AnswerChecks/answerIsPositive()": .passed,
    ])

    let report = CheckReport(exercise: exercise, run: run, declared: [:], history: ExerciseState())
    let text = report.text(root: "/kit", timeout: 120)

    #expect(!report.isGreen)
    #expect(report.next?.name == "AnswerTests/test_answer_isFortyTwo")
    #expect(
      text.contains(
        """
          – skipped       AnswerTests/test_answer_isFortyTwo
                          skipped (“later”): a skipped test checks nothing; remove the skip
        """))
    #expect(!text.contains("Green:"))
    #expect(text.hasSuffix("1 of 2 green.\n"))
  }

  /// A fresh learner's fourth try, row 34: a `.disabled` test in test-first mode made
  /// "Your run: 8 passed, 1 failed".
  @Test("the test-first run's counts say a skipped test is skipped, not failed")
  func ownRunCountsSkipped() {
    let run = TestRun(outcomes: [
      "T/a()": .passed, "T/b()": .skipped(reason: "later"), "T/c()": .failed(messages: ["x"]),
      "T/d()": .crashed(message: "signal 4"),
    ])

    #expect(ExerciseCheck.counts(run) == "1 passed, 1 failed, 1 crashed, 1 skipped")
    #expect(
      ExerciseCheck.counts(TestRun(outcomes: ["T/a()": .passed, "T/b()": .skipped(reason: "")]))
        == "1 passed, 0 failed, 1 skipped")
  }
}
