import Foundation
import Testing

@testable import KitCore

@Suite("Write-the-test stages: the learner's own tests, found in the stage's file")
struct WriteTheTestReportTests {
  @Test("finds XCTest and Swift Testing test functions, not helpers or comments")
  func declaredTests() {
    let source = """
      final class ItemTests: XCTestCase {
        func test_title_isKept() {}
        // func test_commentedOut() {}
        func testHelper(value: Int) {}
        func makeSUT() -> Int { 0 }
      }
      @Suite struct ItemChecks {
        @Test("keeps the title")
        func keepsTitle() {}
        @Test(arguments: [1, 2]) func counts(value: Int) {}
      }
      """

    #expect(WrittenTests.declared(in: source) == ["test_title_isKept", "keepsTitle", "counts"])
  }

  @Test("an empty file is not written yet; the exercise is not green")
  func notWritten() {
    let report = makeSUT(TestRun(outcomes: [:]), declared: [])

    #expect(report.items.map(\.status) == [.notWritten])
    #expect(
      report.text(root: "/kit", timeout: 120).contains(
        "  ✗ not written   stage write-it\n                  write at least one test in Tests/AnswerTests/MyTests.swift"
      ))
    #expect(!report.isGreen)
  }

  @Test("passes when the file's tests ran and passed")
  func written() {
    let run = TestRun(outcomes: ["MyTests/test_mine": .passed, "Mine/checks(value:)": .passed])

    let report = makeSUT(run, declared: ["test_mine", "checks"])
    let text = report.text(root: "/kit", timeout: 120)

    #expect(report.items.first?.written == ["Mine/checks(value:)", "MyTests/test_mine"])
    #expect(
      text.contains(
        "  ✓ passed        stage write-it: 2 test(s) of yours in Tests/AnswerTests/MyTests.swift"))
    #expect(report.isGreen)
  }

  @Test("a failing test of the learner's fails the stage, with its id and message")
  func failing() {
    let run = TestRun(outcomes: ["MyTests/test_mine": .failed(messages: ["nope"])])

    let report = makeSUT(run, declared: ["test_mine"])

    #expect(report.items.map(\.status) == [.failed("MyTests/test_mine: nope")])
    #expect(report.summary(at: Date()).next == "stage write-it")
  }

  @Test("where the learner kept the reference names, those tests are the stage's")
  func referenceNames() {
    let run = TestRun(outcomes: [
      "Reference/test_reference": .passed, "Elsewhere/test_later": .failed(messages: ["red"]),
    ])

    let report = makeSUT(run, declared: ["test_reference", "test_later"])

    #expect(report.items.first?.written == ["Reference/test_reference"])
    #expect(report.isGreen)
  }

  @Test("a starter's placeholder, still there, fails the stage with what it asks for")
  func placeholder() {
    let run = TestRun(outcomes: [
      "StartHere/writeYourFirstTest()": .failed(messages: ["No tests of your own yet"])
    ])

    let report = makeSUT(
      run, declared: [], tests: ["StartHere/writeYourFirstTest()", "Reference/test_reference"])

    #expect(
      report.items.map(\.status) == [
        .failed("StartHere/writeYourFirstTest(): No tests of your own yet")
      ])
  }

  @Test("a Swift Testing crash is put on the test that was running, the others not reached")
  func swiftTestingCrash() throws {
    let output = """
      ◇ Test run started.
      ◇ Suite AnswerChecks started.
      ◇ Test answerIsPositive() started.
      ✔ Test other() passed after 0.001 seconds.
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
      0x00007f5276038000 libTestierror: Process '/s/debug/AnswerPackageTests.xctest --parallel \
      --testing-library swift-testing' exited with unexpected signal code 4
      """
    var run = TestRun()
    run.swiftTestingCrash = SwiftTestingConsoleParser.crash(in: output)

    let attributed = run.attributingUnfinished(
      among: ["AnswerChecks/answerIsPositive()", "AnswerChecks/later()", "XC/test_x"])

    #expect(
      attributed.outcomes == [
        "AnswerChecks/answerIsPositive()": .crashed(
          message: "crashed (signal 4): Fatal error: Index out of range")
      ])
    #expect(CheckReport.status(of: "AnswerChecks/later()", in: attributed) == .notReached)
    #expect(CheckReport.status(of: "XC/test_x", in: attributed) == .missing)
  }

  // MARK: - Helpers

  private func makeSUT(
    _ run: TestRun, declared: [String], tests: [String] = ["Reference/test_reference"]
  ) -> CheckReport {
    let stage = Stage(
      id: "write-it", title: "Write the test", kind: .writeTheTest,
      tests: tests, file: "Tests/AnswerTests/MyTests.swift",
      hint: "Write a test.", doubles: [], snapshot: nil)
    let exercise = Exercise(
      id: "02", folder: "02-write", module: "Write", title: "Write", framework: .both,
      seeds: [], objective: "Write a test.", minutes: 5, stages: [stage],
      starter: Expectation(failing: []), mutants: [])
    return CheckReport(
      exercise: exercise, run: run, declared: ["write-it": declared], history: ExerciseState())
  }
}
