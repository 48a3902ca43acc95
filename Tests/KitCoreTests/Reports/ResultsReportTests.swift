import Foundation
import Testing

@testable import KitCore

@Suite("kit check --report: JUnit XML and Exercism's results.json from the check")
struct ResultsReportTests {
  let kit: MiniKitCopy
  let at = Date(timeIntervalSince1970: 1_795_000_000)

  init() throws {
    kit = try MiniKitCopy(git: false)
  }

  @Test("a skipped test is never a pass: JUnit skips it, Exercism fails it, saying why")
  func skippedIsNotPassed() throws {
    let document = try results(
      TestRun(outcomes: [
        "AnswerTests/test_answer_isFortyTwo": .passed,
        "AnswerChecks/answerIsPositive()": .skipped(reason: "later"),
      ]))

    let xml = JUnitReport.xml(document)
    let exercism = try json(ExercismReport(document).json())

    #expect(
      xml.contains(
        "<testcase classname=\"AnswerChecks\" name=\"answerIsPositive()\" file=\"Exercises/01-answer/Tests/AnswerTests/AnswerTests.swift\">\n<skipped message=\"later\"/>"
      ))
    #expect(xml.contains("skipped=\"1\""))
    let tests = exercism["tests"] as? [[String: Any]] ?? []
    #expect(exercism["status"] as? String == "fail")
    #expect(tests[1]["status"] as? String == "fail")
    #expect((tests[1]["message"] as? String)?.contains("a skipped test checks nothing") == true)
  }

  @Test("Exercism: version 3, tests in file order, the stage's position as task_id, the code")
  func exercismShape() throws {
    let document = try results(
      TestRun(outcomes: [
        "AnswerChecks/answerIsPositive()": .passed,
        "AnswerTests/test_answer_isFortyTwo": .failed(messages: ["(\"0\") is not equal to (\"42\")"]
        ),
      ]))

    let exercism = try json(ExercismReport(document).json())

    #expect(exercism["version"] as? Int == 3)
    let tests = exercism["tests"] as? [[String: Any]] ?? []
    #expect(
      tests.map { $0["name"] as? String } == [
        "AnswerTests/test_answer_isFortyTwo", "AnswerChecks/answerIsPositive()",
      ])
    #expect(tests.map { $0["task_id"] as? Int } == [1, 1])
    #expect(tests[0]["test_code"] as? String == "XCTAssertEqual(answer(), expectedAnswer)")
    #expect(tests[0]["message"] as? String == "(\"0\") is not equal to (\"42\")")
    #expect(tests[1]["status"] as? String == "pass")
  }

  @Test("a build that failed: Exercism's status is error with the compiler's words; JUnit errors")
  func compileError() throws {
    let document = try results(
      TestRun(compileErrors: [
        CompileError(
          file: "Sources/Answer/Answer.swift", line: 2, message: "cannot find 'x' in scope")
      ]))

    let exercism = try json(ExercismReport(document).json())
    let xml = JUnitReport.xml(document)

    #expect(exercism["status"] as? String == "error")
    #expect(
      (exercism["message"] as? String)?.contains(
        "Sources/Answer/Answer.swift:2: cannot find 'x' in scope") == true)
    #expect(xml.contains("errors=\"2\""))
    #expect(
      xml.contains(
        "<system-err>Sources/Answer/Answer.swift:2: cannot find &apos;x&apos; in scope</system-err>"
      ))
  }

  @Test("XML holds any message: entities escaped, characters XML cannot hold left out")
  func escaping() {
    #expect(JUnitReport.escape("a<b>&\"c\"\u{1}\u{7}ok\n") == "a&lt;b&gt;&amp;&quot;c&quot;ok\n")
  }

  @Test("--report may be given twice, and says how when it is wrong")
  func parsing() throws {
    let command = try CommandRegistry.kit.parse([
      "check", "01", "--report", "junit=a.xml", "--report", "exercism=r.json",
    ])

    #expect(
      sameCommand(
        command,
        CheckCommand(
          exercise: "01", timeout: CheckCommand.timeout.defaultValue,
          reports: [.init(format: .junit, file: "a.xml"), .init(format: .exercism, file: "r.json")])
      ))
    #expect(throws: UsageError.self) {
      try CommandRegistry.kit.parse(["check", "--report", "tap=x"])
    }
    #expect(throws: UsageError.self) { try CommandRegistry.kit.parse(["check", "--report"]) }
  }

  @Test("test-first: a given stage whose tests pass is a pass; a weak stage names what got through")
  func testFirstVerdicts() throws {
    let exercise = try #require(ManifestFixtures.exercise)
    let run = TestRun(outcomes: [
      "AnswerTests/test_answer_isFortyTwo": .passed, "AnswerChecks/answerIsPositive()": .passed,
    ])

    func stageStatus(_ verdict: String, survivors: [String]) -> ResultsDocument.Status? {
      ResultsDocument(
        testFirst: exercise, run: run,
        verdicts: [
          (
            stage: "answer", tests: [], verdict: verdict, done: false, survivors: survivors
          )
        ], green: false, folder: kit.root.appending(path: "Exercises/01-answer"), at: at
      ).tests.first { $0.id == "stage answer" }?.status
    }

    #expect(stageStatus("given", survivors: []) == .passed)
    #expect(
      stageStatus("weak", survivors: ["the answer is 41"])
        == .failed(
          "the kit's verdict on this stage's test: weak; these planted mistakes got through: "
            + "the answer is 41"))
  }

  // MARK: - Helpers

  private func results(_ run: TestRun) throws -> ResultsDocument {
    let exercise = try #require(ManifestFixtures.exercise)
    let report = CheckReport(exercise: exercise, run: run, declared: [:], history: ExerciseState())
    return ResultsDocument(
      guided: report, run: run, folder: kit.root.appending(path: "Exercises/01-answer"), at: at)
  }

  private func json(_ text: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
  }
}
