import Foundation
import Testing

@testable import KitCore

/// A run that ends before every test reported: stopped by its timeout, or by `exit(0)` in
/// the code under test.
@Suite("Runs that end early: only the culprit is blamed, nothing is green")
struct EarlyEndTests {
  let package = URL(filePath: "/nonexistent")
  let runner = SwiftTestRunner(scratchPath: URL(filePath: "/nonexistent"))

  @Test("after a timeout, only the test that had started and not ended did not end")
  func timeoutBlamesTheHungTest() throws {
    // As `swift test` writes it, line-buffered, when stopped in the second test.
    let output = """
      Build complete! (1.16s)
      Test Case 'AnswerTests.test_answer_isZero' started at 2026-11-23 21:58:34.100
      Test Case 'AnswerTests.test_answer_isZero' passed (0.001 seconds)
      Test Case 'AnswerTests.test_answer_isFortyTwo' started at 2026-11-23 21:58:34.128
      """

    let run = parse(output, timedOut: true)
    let report = try makeReport(run)

    #expect(run.hung == ["AnswerTests/test_answer_isFortyTwo"])
    #expect(report.items.map(\.status) == [.stopped(finished: false), .notStarted])
    #expect(report.next?.name == "AnswerTests/test_answer_isFortyTwo")
    #expect(
      report.text(root: "/kit", timeout: 8).contains(
        """
          · not run       AnswerChecks/answerIsPositive()
                          the run ended before this test started
        """))
  }

  @Test("a Swift Testing test still running at the timeout is the one that did not end")
  func timeoutInSwiftTesting() throws {
    let output = """
      ◇ Test run started.
      ◇ Test answerIsPositive() started.
      """

    let run = parse(output, timedOut: true)
    let report = try makeReport(run)

    #expect(report.items.map(\.status) == [.notStarted, .stopped(finished: false)])
    #expect(report.next?.name == "AnswerChecks/answerIsPositive()")
  }

  @Test("exit(0) in the code under test is not a pass: the test that ran it is blamed")
  func exitZero() throws {
    // XCTest's process ends with status 0 in the middle of a test; no signal.
    let output = """
      Test Suite 'All tests' started at 2026-11-23 21:58:34.100
      Test Case 'AnswerTests.test_answer_isFortyTwo' started at 2026-11-23 21:58:34.128
      ◇ Test run started.
      ◇ Test answerIsPositive() started.
      """

    let run = parse(output, timedOut: false)
    let report = try makeReport(run)

    #expect(!SwiftTestRunner.xctestCrashed(output))
    #expect(
      report.items.map(\.status) == [
        .crashed(SwiftTestRunner.endedMidTest), .crashed(SwiftTestRunner.endedMidTest),
      ])
    #expect(!report.isGreen)
    #expect(report.next?.name == "AnswerTests/test_answer_isFortyTwo")
  }

  // MARK: - Helpers

  private func parse(_ output: String, timedOut: Bool) -> TestRun {
    runner.parse(
      ProcessResult(exitCode: 0, output: output, timedOut: timedOut), xunit: nil,
      testingXUnit: package.appending(path: "none.xml"), module: "AnswerTests", package: package)
  }

  private func makeReport(_ run: TestRun) throws -> CheckReport {
    var exercise = try #require(ManifestFixtures.exercise)
    exercise.stages[0].tests = [
      "AnswerTests/test_answer_isFortyTwo", "AnswerChecks/answerIsPositive()",
    ]
    return CheckReport(exercise: exercise, run: run, declared: [:], history: ExerciseState())
  }
}
