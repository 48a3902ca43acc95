import Foundation
import Testing

@testable import KitCore

/// A learner's own run that ended in the middle of a test, with no signal (`exit(0)` in a
/// test or the code): the tests after it never ran, and no stage is done by a test that
/// did not run (a fresh learner's eleventh try, 10 row 69: "1 passed, 1 crashed" for nine
/// tests, and Next said to make the given template's test pass, which had never run).
@Suite("An own run that ended early says which tests never ran, and why")
struct EndedOwnRunTests {
  @Test("the tests that had not started when XCTest's process ended are counted as not run")
  func notRunAreCounted() throws {
    let folder = try TemporaryFolder()
    let swift = try FakeSwift(
      """
      if [ "$2" = "list" ]; then
        echo 'AnswerTests.ItemsTests/test_a'
        echo 'AnswerTests.ItemsTests/test_b'
        echo 'AnswerTests.ItemsTests/test_c'
        echo 'AnswerTests.Checks/d()'
        exit 0
      fi
      echo 'Build complete! (0.1s)'
      cat <<'OUTPUT'
      Test Suite 'All tests' started at 2026-11-29 05:30:00.000
      Test Case 'ItemsTests.test_a' started at 2026-11-29 05:30:00.001
      Test Case 'ItemsTests.test_a' passed (0.001 seconds)
      Test Case 'ItemsTests.test_b' started at 2026-11-29 05:30:00.002
      OUTPUT
      """)
    let runner = SwiftTestRunner(
      scratchPath: folder.url.appending(path: "scratch"), timeout: .seconds(30),
      resultsFolder: folder.url.appending(path: "results"), swift: swift.path)

    let run = try runner.run(packageAt: folder.url, testModule: "AnswerTests")

    #expect(run.outcome(of: "ItemsTests/test_b") == .crashed(message: SwiftTestRunner.endedMidTest))
    #expect(run.neverStarted == ["Checks/d()", "ItemsTests/test_c"])
    #expect(ExerciseCheck.counts(run) == "1 passed, 1 crashed, 2 did not run")
  }

  /// A fresh learner's fifteenth try, 01 row 75: a test that hung was "5 passed, 1 failed",
  /// with no word of the time limit, and the stages of the tests it kept from running done.
  @Test("a run stopped by its time limit names the test that did not end and counts the rest")
  func stoppedByTheTimeLimit() throws {
    let folder = try TemporaryFolder()
    let swift = try FakeSwift(
      """
      if [ "$2" = "list" ]; then
        echo 'AnswerTests.ItemsTests/test_a'
        echo 'AnswerTests.ItemsTests/test_b'
        echo 'AnswerTests.ItemsTests/test_c'
        echo 'AnswerTests.Checks/d()'
        exit 0
      fi
      echo 'Build complete! (0.1s)'
      cat <<'OUTPUT'
      Test Suite 'All tests' started at 2026-11-29 05:30:00.000
      Test Case 'ItemsTests.test_a' started at 2026-11-29 05:30:00.001
      Test Case 'ItemsTests.test_a' passed (0.001 seconds)
      Test Case 'ItemsTests.test_b' started at 2026-11-29 05:30:00.002
      OUTPUT
      sleep 30
      """)
    let runner = SwiftTestRunner(
      scratchPath: folder.url.appending(path: "scratch"), timeout: .seconds(2),
      resultsFolder: folder.url.appending(path: "results"), swift: swift.path)

    let run = try runner.run(packageAt: folder.url, testModule: "AnswerTests")

    #expect(run.timedOut)
    #expect(run.neverStarted == ["Checks/d()", "ItemsTests/test_b", "ItemsTests/test_c"])
    #expect(ExerciseCheck.counts(run) == "1 passed, 0 failed, 1 did not end, 2 did not run")
    #expect(
      TestFirstCheck.endedIn(run)
        == "ItemsTests/test_b, which did not end (stopped by the time limit)")
  }

  @Test("a given stage whose tests never ran points at the test the run ended in")
  func givenStageNeverRan() {
    let text = report(codeDone: [:])

    #expect(
      text.contains(
        "· template: its tests are the kit's, given in test-first mode too; your run ended "
          + "before they finished"), "\(text)")
    #expect(
      text.contains(
        "Next: template: your run ended in T/test_ends() (exit() in a test or in the code?), "
          + "before the tests of this stage finished: take out what ends it, then check again"),
      "\(text)")
  }

  @Test("a proven stage whose test never ran in the learner's run is not done")
  func writtenStageNeverRan() {
    let text = report(codeDone: ["template": true, "rows": true])

    #expect(text.contains("Test-first: 1 of 2 stages done"), "\(text)")
    #expect(
      text.contains(
        "your code passes the kit's tests of it, but your own run ended in T/test_ends() "
          + "(exit() in a test or in the code?), before your test of it ran"), "\(text)")
    #expect(text.contains("Next: rows: your run ended in T/test_ends()"), "\(text)")
  }

  private func report(codeDone: [String: Bool]) -> String {
    var template = Stage(
      id: "template", title: "Template", kind: .makeTheTestPass, tests: ["T/test_template()"],
      file: "Tests/T/T.swift", hint: "Green from the first run.", doubles: [], snapshot: nil)
    let rows = Stage(
      id: "rows", title: "Rows", kind: .makeTheTestPass, tests: ["T/test_rows()"],
      file: "Sources/Tally/Tally.swift", hint: "Count.", doubles: [], snapshot: nil)
    template.givenInTestFirst = true
    let exercise = Exercise(
      id: "10", folder: "10-tally", module: "Tally", title: "Tally",
      framework: .xctest, seeds: [], objective: "Count.", minutes: 5, stages: [template, rows],
      starter: Expectation(failing: []), mutants: [])
    var outcome = TestFirstCheck.Outcome(
      judgements: [
        StageJudgement(stage: "template", tests: [], verdict: .given),
        StageJudgement(stage: "rows", tests: ["test_rows"], verdict: .proven),
      ],
      codeDone: codeDone, starter: URL(filePath: "/kit"), neverRed: [:], seconds: 1,
      order: ["template", "rows"])
    outcome.ownRunEnded = TestFirstCheck.endedIn(
      {
        var run = TestRun(
          outcomes: [
            "T/test_template()": .passed,
            "T/test_ends()": .crashed(message: SwiftTestRunner.endedMidTest),
          ])
        run.neverStarted = ["T/test_rows()"]
        return run
      }())
    outcome.ownNotRun = codeDone["template"] == true ? ["rows"] : ["template", "rows"]
    outcome.planFile = "Tests/T/T.swift"
    return outcome.text(exercise, firstDone: [], reference: { _ in nil })
  }
}

extension EndedOwnRunTests {
  @Test("a crash that left tests unrun is named a crash, not an exit")
  func crashIsNoExit() {
    var run = TestRun(
      outcomes: [
        "S/beside()": .crashed(message: SwiftTestingCrash.besideACrash),
        "S/traps()": .crashed(message: "crashed (signal 4): Fatal error: Index out of range"),
      ])
    run.neverStarted = ["S/later()"]

    #expect(TestFirstCheck.endedIn(run) == "S/traps(), which crashed")
    #expect(TestFirstCheck.endedIn(TestRun(outcomes: ["S/a()": .passed])) == nil)
  }
}
