import Foundation
import Testing

@testable import KitCore

@Suite("The words of kit check, from hand-made runs")
struct CheckReportTests {
  let exercise: Exercise
  let fortyTwo = "AnswerTests/test_answer_isFortyTwo"
  let positive = "AnswerChecks/answerIsPositive()"

  init() throws {
    exercise = try #require(ManifestFixtures.exercise)
  }

  @Test("lists every walkthrough test in order, with the failure's message, then what is next")
  func redRun() {
    let run = TestRun(outcomes: [
      fortyTwo: .failed(messages: [#"XCTAssertEqual failed: ("0") is not equal to ("42")"#]),
      positive: .passed,
    ])

    let text = makeSUT(run).text(root: "/kit", timeout: 120)

    #expect(
      text.contains(
        """
        Answer 42 (make the test pass)
          ✗ failed        AnswerTests/test_answer_isFortyTwo
                          XCTAssertEqual failed: ("0") is not equal to ("42")
          ✓ passed        AnswerChecks/answerIsPositive()
        """))
    #expect(
      text.contains(
        """
        Next: AnswerTests/test_answer_isFortyTwo
          stage: Answer 42
          hint: Return 42.
          open: Exercises/01-answer/Sources/Answer/Answer.swift
        """))
    #expect(text.hasSuffix("1 of 2 green.\n"))
  }

  @Test("a compile error is red, shown with file and line from the kit's root")
  func compileError() {
    let run = TestRun(compileErrors: [
      CompileError(
        file: "/kit/Exercises/01-answer/Sources/Answer/Answer.swift", line: 2,
        message: "cannot convert return expression of type 'String' to return type 'Int'")
    ])

    let report = makeSUT(run)
    let text = report.text(root: "/kit", timeout: 120)

    #expect(text.contains("red: the code does not compile yet"))
    #expect(
      text.contains(
        "  Exercises/01-answer/Sources/Answer/Answer.swift:2: cannot convert return expression"))
    #expect(text.contains("  · not compiled  AnswerTests/test_answer_isFortyTwo\n"))
    #expect(text.contains("  · not compiled  AnswerChecks/answerIsPositive()\n"))
    #expect(
      text.contains(
        "Next: make it compile. Open Exercises/01-answer/Sources/Answer/Answer.swift at line 2."))
    #expect(!report.isGreen)
  }

  @Test("a crash is reported against its test; a renamed test as missing")
  func crashAndMissing() {
    let run = TestRun(outcomes: [
      fortyTwo: .crashed(message: "crashed (signal 4): Fatal error: Index out of range"),
      "AnswerChecks/answerIsPositiveRenamed()": .passed,
    ])

    let text = makeSUT(run).text(root: "/kit", timeout: 120)

    #expect(
      text.contains(
        """
          ✗ crashed       AnswerTests/test_answer_isFortyTwo
                          crashed (signal 4): Fatal error: Index out of range
        """))
    #expect(
      text.contains(
        """
          ? missing       AnswerChecks/answerIsPositive()
                          no test by this name ran: renamed or deleted?
        """))
    #expect(text.contains("Your own tests: 1 ran, all green."))
  }

  @Test("a test green without ever being red is flagged: did you watch it fail?")
  func flagged() {
    var history = ExerciseState()
    history.tests[fortyTwo] = TestHistory(firstRed: Date(), firstGreen: Date())
    history.tests[positive] = TestHistory(firstGreen: Date())
    let run = TestRun(outcomes: [fortyTwo: .passed, positive: .passed])

    let report = makeSUT(run, history: history)
    let text = report.text(root: "/kit", timeout: 120)

    #expect(text.contains("  ✓ passed        AnswerTests/test_answer_isFortyTwo\n"))
    #expect(
      text.contains(
        "  ✓ passed        AnswerChecks/answerIsPositive()   ← green, never seen red: did you watch it fail?"
      ))
    #expect(text.contains("1 test went green without kit ever seeing it fail"))
    #expect(text.contains("Green: every walkthrough test passes."))
    #expect(report.isGreen)
  }

  @Test("a test that passes on the starter by design is not flagged")
  func greenFromTheStart() {
    var history = ExerciseState()
    history.tests[positive] = TestHistory(firstGreen: Date())
    var given = exercise
    given.starter.failing.removeAll { $0.test == positive }
    let run = TestRun(outcomes: [fortyTwo: .failed(messages: ["no"]), positive: .passed])

    let report = CheckReport(exercise: given, run: run, declared: [:], history: history)

    #expect(report.items.map(\.flagged) == [false, false])
  }

  @Test("a run stopped by its timeout names the tests that never ended")
  func timedOut() {
    var run = TestRun(timedOut: true)
    run.finished = [positive]

    let report = makeSUT(run)
    let text = report.text(root: "/kit", timeout: 8)

    #expect(text.contains("stopped: the tests were still running after 8 s."))
    #expect(text.contains("  … did not end   AnswerTests/test_answer_isFortyTwo\n"))
    #expect(text.contains("  … no result     AnswerChecks/answerIsPositive()\n"))
    #expect(!report.isGreen)
  }

  @Test("sums up for the state file: counts, the next item, green or not")
  func summary() {
    let run = TestRun(outcomes: [fortyTwo: .passed, positive: .failed(messages: ["no"])])
    let date = Date(timeIntervalSince1970: 0)

    let summary = makeSUT(run).summary(at: date)

    #expect(
      summary
        == CheckSummary(
          at: date, green: false, compiled: true, timedOut: false, passed: 1, total: 2,
          next: positive))
  }

  // MARK: - Helpers

  private func makeSUT(_ run: TestRun, history: ExerciseState = ExerciseState()) -> CheckReport {
    CheckReport(exercise: exercise, run: run, declared: [:], history: history)
  }
}
