import Testing

@testable import KitCore

/// `kit verify`'s check that a write-the-test stage worked test-first can be seen red: its
/// reference tests, from the solution's folder, run on the code before the stage.
@Suite("The red before a write-the-test stage")
struct RedBeforeTests {
  let stage = Stage(
    id: "date-label", title: "Test the date label", kind: .writeTheTest,
    tests: ["DateLabelTests/showsTheDate()", "DateLabelTests/usesUTC()"],
    file: "Tests/CellTests/DateLabelTests.swift", hint: "-", doubles: [], snapshot: nil)

  @Test("one reference test failing before the stage is the red a learner's test can show")
  func oneFails() {
    let run = TestRun(outcomes: [
      "DateLabelTests/showsTheDate()": .failed(messages: ["nil is not equal to 1 Mar"]),
      "DateLabelTests/usesUTC()": .passed,
    ])
    #expect(Verifier.greenBefore(run, stage: stage) == nil)
  }

  @Test("every reference test passing before the stage is a problem, named")
  func allPass() {
    let run = TestRun(outcomes: [
      "DateLabelTests/showsTheDate()": .passed, "DateLabelTests/usesUTC()": .passed,
      "OtherTests/failing()": .failed(messages: ["another stage's red"]),
    ])
    #expect(
      Verifier.greenBefore(run, stage: stage)
        == "test-first: none of its reference tests (from the solution's folder) fails on the code before it"
    )
  }

  @Test("code before the stage that does not compile with them, or that hangs, is red too")
  func compileErrorOrTimeOut() {
    let broken = TestRun(compileErrors: [CompileError(file: "C.swift", line: 4, message: "x")])
    #expect(Verifier.greenBefore(broken, stage: stage) == nil)
    #expect(Verifier.greenBefore(TestRun(timedOut: true), stage: stage) == nil)
  }
}
