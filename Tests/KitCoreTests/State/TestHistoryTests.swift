import Foundation
import Testing

@testable import KitCore

@Suite("Red first: what a check remembers of each test")
struct TestHistoryTests {
  let monday = Date(timeIntervalSince1970: 1_795_000_000)
  let tuesday = Date(timeIntervalSince1970: 1_795_086_400)

  @Test("a test seen red, then green, is not flagged")
  func redThenGreen() {
    var state = ExerciseState()

    state.record(TestRun(outcomes: ["S/test_a": .failed(messages: ["no"])]), at: monday)
    state.record(TestRun(outcomes: ["S/test_a": .passed]), at: tuesday)

    #expect(state.tests["S/test_a"] == TestHistory(firstRed: monday, firstGreen: tuesday))
    #expect(state.tests["S/test_a"]?.greenWithoutRed == false)
  }

  @Test("a test seen green without ever being seen red is flagged")
  func greenWithoutRed() throws {
    var state = KitState()

    state[exercise: "01"].record(TestRun(outcomes: ["S/test_a": .passed]), at: monday)

    #expect(state[exercise: "01"].tests["S/test_a"]?.greenWithoutRed == true)
    #expect(state.flaggedTests(of: try #require(ManifestFixtures.exercise)) == ["S/test_a"])
  }

  /// A fresh learner's third try: `kit history` still listed, as never seen red, tests
  /// they had deleted or renamed.
  @Test("a test that is gone from the last run is no longer flagged")
  func goneTestsAreNotFlagged() throws {
    var state = KitState()
    state[exercise: "01"].record(TestRun(outcomes: ["S/test_old": .passed]), at: monday)
    state[exercise: "01"].record(
      TestRun(compileErrors: [CompileError(file: "A.swift", line: 1, message: "x")]), at: monday)
    #expect(state.flaggedTests(of: try #require(ManifestFixtures.exercise)) == ["S/test_old"])

    state[exercise: "01"].record(TestRun(outcomes: ["S/test_new": .passed]), at: tuesday)

    #expect(state.flaggedTests(of: try #require(ManifestFixtures.exercise)) == ["S/test_new"])
  }

  @Test("a crash counts as red; a build that failed marks no test at all")
  func crashesAndCompileErrors() {
    var state = ExerciseState()

    state.record(
      TestRun(compileErrors: [CompileError(file: "A.swift", line: 1, message: "x")]), at: monday)
    state.record(TestRun(outcomes: ["S/test_b": .crashed(message: "signal 4")]), at: tuesday)

    #expect(state.tests == ["S/test_b": TestHistory(firstRed: tuesday)])
  }

  @Test("keeps the first time a test was seen red and the first time green")
  func keepsFirstTimes() {
    var state = ExerciseState()

    for day in [monday, tuesday] {
      state.record(TestRun(outcomes: ["S/test_a": .failed(messages: ["no"])]), at: day)
      state.record(TestRun(outcomes: ["S/test_a": .passed]), at: day)
    }

    #expect(state.tests["S/test_a"] == TestHistory(firstRed: monday, firstGreen: monday))
  }

  @Test("an exercise is done when its last check was green or a checkpoint solved it")
  func statuses() {
    var state = ExerciseState()
    #expect(ExerciseStatus(nil) == .notStarted)
    state.record(TestRun(outcomes: ["S/test_a": .failed(messages: ["no"])]), at: monday)
    #expect(ExerciseStatus(state) == .inProgress)
    state.checkpointedAt = tuesday
    #expect(ExerciseStatus(state) == .done)
    state.lastCheck = CheckSummary(
      at: tuesday, green: false, compiled: true, timedOut: false, passed: 0, total: 1, next: nil)
    #expect(ExerciseStatus(state) == .inProgress)
  }

  @Test("a test seen red, then green, that now fails or crashes went red")
  func wentRed() {
    var state = ExerciseState()
    state.record(TestRun(outcomes: ["S/test_a": .failed(messages: ["not yet"])]), at: monday)
    let both: [String: TestOutcome] = ["S/test_a": .passed, "S/test_b": .passed]
    #expect(state.record(TestRun(outcomes: both), at: monday).isEmpty)
    // A build that failed ran nothing: what passed before still counts as the last run.
    state.record(
      TestRun(compileErrors: [CompileError(file: "A.swift", line: 1, message: "x")]), at: monday)

    let wentRed = state.record(
      TestRun(outcomes: [
        "S/test_a": .crashed(message: "signal 4"), "S/test_b": .passed,
        "S/test_c": .failed(messages: ["new, never green"]),
      ]), at: tuesday)
    let again = state.record(
      TestRun(outcomes: ["S/test_a": .failed(messages: ["still"])]), at: tuesday)

    #expect(wentRed == ["S/test_a"])
    #expect(again.isEmpty)
  }

  @Test("a test green from its first run that now fails shows its first red: progress, not a break")
  func firstRedAfterACoincidentalGreen() {
    var state = ExerciseState()
    state.record(TestRun(outcomes: ["S/test_differ": .passed]), at: monday)

    let wentRed = state.record(
      TestRun(outcomes: ["S/test_differ": .failed(messages: ["equal"])]), at: tuesday)

    #expect(wentRed.isEmpty)
    #expect(state.tests["S/test_differ"]?.firstRed == tuesday)
  }

  @Test("after reset, restore or checkpoint replaced the code, nothing went red by a change")
  func replacedCodeForgetsWhatPassed() {
    var state = ExerciseState()
    state.record(TestRun(outcomes: ["S/test_a": .passed]), at: monday)

    state.lastCheck = nil
    let wentRed = state.record(
      TestRun(outcomes: ["S/test_a": .failed(messages: ["starter again"])]), at: tuesday)

    #expect(wentRed.isEmpty)
  }
}
