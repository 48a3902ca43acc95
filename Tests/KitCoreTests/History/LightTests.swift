import Foundation
import Testing

@testable import KitCore

@Suite("Lights: each check's colour and which side changed")
struct LightTests {
  let noon = Date(timeIntervalSince1970: 1_795_000_000)
  let sides = SideDigests(tests: "t1", code: "c1")

  @Test(
    "a run's colour: timed out, then amber, then crashed, then red, then green",
    arguments: [
      (TestRun(outcomes: ["S/a": .passed], timedOut: true), LightColour.timedOut),
      (TestRun(compileErrors: [CompileError(file: "A.swift", line: 1, message: "x")]), .amber),
      (
        TestRun(outcomes: ["S/a": .failed(messages: ["no"]), "S/b": .crashed(message: "4")]),
        .crashed
      ),
      (TestRun(outcomes: ["S/a": .failed(messages: ["no"]), "S/b": .passed]), .red),
      (TestRun(outcomes: ["S/a": .passed, "S/b": .skipped(reason: "")]), .green),
      (TestRun(outcomes: [:]), .amber),
      (TestRun(outcomes: ["S/a": .skipped(reason: "")]), .amber),
    ])
  func colour(run: TestRun, expected: LightColour) {
    #expect(LightColour(run) == expected)
  }

  @Test("a Swift Testing crash without a test to pin it on is still a crash")
  func swiftTestingCrash() {
    var run = TestRun(outcomes: ["S/a": .passed])
    run.swiftTestingCrash = SwiftTestingCrash(message: "Fatal error", runningTests: [])

    #expect(LightColour(run) == .crashed)
  }

  @Test("a run that ended in the middle of a test (exit() in the code) is crashed, not amber")
  func endedMidTest() {
    var run = TestRun(outcomes: [:])
    run.hung = ["AnswerTests/test_answer_isFortyTwo"]

    #expect(LightColour(run) == .crashed)
  }

  @Test(
    "which side changed: tests, code, both or neither",
    arguments: [
      (SideDigests(tests: "t2", code: "c1"), ChangedSide.tests),
      (SideDigests(tests: "t1", code: "c2"), .code),
      (SideDigests(tests: "t2", code: "c2"), .both),
      (SideDigests(tests: "t1", code: "c1"), .neither),
    ])
  func changedSide(after: SideDigests, expected: ChangedSide) {
    #expect(ChangedSide(from: sides, to: after) == expected)
  }

  @Test("a light keeps the first failure a room shows: the first failing test, or the compiler")
  func firstFailure() {
    let red = TestRun(outcomes: [
      "S/b": .failed(messages: ["second\nmore"]), "S/a": .failed(messages: ["first"]),
      "S/c": .passed,
    ])
    let broken = TestRun(compileErrors: [CompileError(file: "A.swift", line: 3, message: "nope")])
    let long = TestRun(outcomes: ["S/a": .failed(messages: [String(repeating: "x", count: 300)])])

    #expect(Light(red, at: noon, sides: sides, after: nil, stagesGreen: []).failure == "S/a: first")
    #expect(Light.firstFailure(of: broken) == "does not compile: nope")
    #expect(Light.firstFailure(of: long)?.count == 200)
    #expect(Light.firstFailure(of: TestRun(outcomes: ["S/a": .passed])) == nil)
  }

  @Test(
    "test-first: a green check with nothing of the learner's written is amber, in every exercise")
  func nothingWrittenIsNotGreen() {
    var skeleton = Light(
      TestRun(outcomes: ["S/given": .passed]), at: noon, sides: sides, after: nil, stagesGreen: [])
    var written = skeleton

    skeleton.judged([.given, .notWritten, .notWritten])
    written.judged([.given, .weak, .notWritten])

    #expect(skeleton.colour == .amber)
    #expect(written.colour == .green)
  }

  @Test("the failure kept is the next test's, then the walkthrough's first, not the first name")
  func failureOfTheNextTest() {
    let red = TestRun(outcomes: [
      "S/numberOfSections": .failed(messages: ["1 ≠ 2"]),
      "S/numberOfRows": .failed(messages: ["0 ≠ 3"]), "S/init": .passed,
    ])

    #expect(
      Light.firstFailure(of: red, order: ["S/numberOfSections", "S/init", "S/numberOfRows"])
        == "S/numberOfSections: 1 ≠ 2")
    #expect(
      Light.firstFailure(of: red, order: ["stage two", "S/init", "S/numberOfRows"])
        == "S/numberOfRows: 0 ≠ 3")
  }

  @Test("the first light has nothing to compare with")
  func firstLight() {
    #expect(ChangedSide(from: nil, to: sides) == .first)
  }

  @Test("a light counts the tests that ran and passed; skipped and not run are left out")
  func counts() {
    let run = TestRun(outcomes: [
      "S/a": .passed, "S/b": .failed(messages: ["no"]), "S/c": .skipped(reason: ""),
      "S/d": .notRun, "S/e": .passed,
    ])
    let previous = Light(at: noon, colour: .red, changed: .first, ran: 1, passed: 0, sides: sides)

    let light = Light(
      run, at: noon + 60, sides: SideDigests(tests: "t1", code: "c2"), after: previous,
      stagesGreen: ["one"])

    #expect(
      light
        == Light(
          at: noon + 60, colour: .red, changed: .code, ran: 3, passed: 2, stagesGreen: ["one"],
          sides: SideDigests(tests: "t1", code: "c2"), failure: "S/b: no"))
  }

  @Test("the digests see an edit of a test file, and only of the tests")
  func digestsOfAnExercise() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("struct A {}", to: "Sources/A/A.swift")
    _ = try folder.write("// test", to: "Tests/ATests/ATests.swift")
    let before = SideDigests(exerciseAt: folder.url)

    _ = try folder.write("// test, edited", to: "Tests/ATests/ATests.swift")

    #expect(ChangedSide(from: before, to: SideDigests(exerciseAt: folder.url)) == .tests)
  }

  @Test("the state keeps the newest 500 lights of an exercise")
  func bounded() {
    var state = ExerciseState()

    for second in 0..<502 {
      state.add(
        Light(
          at: noon + Double(second), colour: .red, changed: .neither, ran: 1, passed: 0,
          sides: sides))
    }

    #expect(state.lightHistory.count == 500)
    #expect(state.lightHistory.first?.at == noon + 2)
    #expect(state.lightHistory.last?.at == noon + 501)
  }
}
