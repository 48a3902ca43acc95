import Foundation
import Testing

@testable import KitCore

@Suite("After a regression, Next points at what broke, not at the old stage's hint")
struct WentRedReportTests {
  let exercise: Exercise
  let fortyTwo = "AnswerTests/test_answer_isFortyTwo"
  let positive = "AnswerChecks/answerIsPositive()"

  init() throws {
    exercise = try #require(ManifestFixtures.exercise)
  }

  @Test("a crash in a test green at the previous check: the crash and the file it names")
  func crashAfterGreen() {
    let crash =
      "crashed (signal 4): Fatal error: no cell registered; see "
      + "/kit/Exercises/01-answer/Sources/Answer/Storyboard.swift:12"
    let run = TestRun(outcomes: [fortyTwo: .crashed(message: crash), positive: .passed])

    let report = CheckReport(
      exercise: exercise, run: run, declared: [:], history: ExerciseState(), wentRed: [fortyTwo])
    let text = report.text(root: "/kit", timeout: 120)

    #expect(report.items.map(\.wentRed) == [true, false])
    #expect(
      text.hasSuffix(
        """

        Next: AnswerTests/test_answer_isFortyTwo went red after your last change: it passed at the previous check.
          crashed: \(crash)
          open: Exercises/01-answer/Sources/Answer/Storyboard.swift:12
          The cause is in what you changed since that check, not in this test's stage: fix
          what the message says, or undo the change and take a smaller step.

        1 of 2 green.

        """))
    #expect(!text.contains("hint: Return 42."))
  }

  @Test("a failure without a file: the message alone, and the test before any older red one")
  func failureBeforeOlderRed() {
    let run = TestRun(outcomes: [
      fortyTwo: .failed(messages: ["never made green yet"]),
      positive: .failed(messages: [#"#expect(answer() > 0) failed: -1 > 0"#]),
    ])

    let text = CheckReport(
      exercise: exercise, run: run, declared: [:], history: ExerciseState(), wentRed: [positive]
    ).text(root: "/kit", timeout: 120)

    #expect(
      text.contains(
        """
        Next: AnswerChecks/answerIsPositive() went red after your last change: it passed at the previous check.
          failed: #expect(answer() > 0) failed: -1 > 0
          The cause
        """))
    #expect(!text.contains("  open: "))
  }

  @Test("a test that never passed is not said to have gone red: the stage's hint as before")
  func notGreenBefore() {
    let run = TestRun(outcomes: [fortyTwo: .failed(messages: ["no"]), positive: .passed])

    let text = CheckReport(
      exercise: exercise, run: run, declared: [:], history: ExerciseState(), wentRed: [positive]
    ).text(root: "/kit", timeout: 120)

    #expect(text.contains("Next: AnswerTests/test_answer_isFortyTwo\n  stage: Answer 42\n"))
    #expect(!text.contains("went red"))
  }

  @Test("the files a message names: paths and bare names ending in .swift, with a line")
  func namedFiles() {
    #expect(
      CheckReport.fileNamed(in: "at /kit/Ex/Sources/A.swift:12: boom", root: "/kit")
        == "Ex/Sources/A.swift:12")
    #expect(
      CheckReport.fileNamed(in: "see MainStoryboard.swift.", root: "/kit") == "MainStoryboard.swift"
    )
    #expect(CheckReport.fileNamed(in: "XCTAssertEqual failed", root: "/kit") == nil)
  }
}
