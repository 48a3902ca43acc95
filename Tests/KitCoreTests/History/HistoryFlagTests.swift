import Foundation
import Testing

@testable import KitCore

@Suite("Gentle flags, read from a history of made-up lights")
struct HistoryFlagTests {
  let noon = Date(timeIntervalSince1970: 1_795_000_000)
  let stages = ["one", "two", "three"]

  /// The `index`th light after noon, one minute apart.
  private func light(
    _ index: Int, _ colour: LightColour, _ changed: ChangedSide, green: [String] = []
  ) -> Light {
    Light(
      at: noon + Double(index * 60), colour: colour, changed: changed, ran: 3, passed: 0,
      stagesGreen: green, sides: SideDigests(tests: "t", code: "c"))
  }

  private func flags(_ lights: [Light], greenFromTheStart: Set<String> = []) -> [HistoryFlag] {
    HistoryFlag.fromLights(lights, greenFromTheStart: greenFromTheStart, order: stages)
  }

  @Test("red, then code, then green, one stage at a time: no flag")
  func theRhythm() {
    let history = [
      light(0, .red, .first), light(1, .green, .code, green: ["one"]),
      light(2, .red, .tests, green: ["one"]), light(3, .green, .code, green: ["one", "two"]),
    ]

    #expect(flags(history) == [])
  }

  @Test("code changed before any failing run: flagged once, at that light")
  func codeBeforeRed() {
    let history = [
      light(0, .green, .first), light(1, .green, .code), light(2, .green, .code),
      light(3, .red, .tests),
    ]

    #expect(flags(history) == [HistoryFlag(kind: .codeBeforeRed, at: noon + 60)])
  }

  @Test("a compile error is a failing run too: the type the new test needs does not exist")
  func amberCountsAsFailing() {
    let history = [light(0, .green, .first), light(1, .amber, .tests), light(2, .green, .code)]

    #expect(flags(history) == [])
  }

  @Test("tests changed first, then code: not flagged even when the test run timed out")
  func testsFirst() {
    let history = [light(0, .timedOut, .first), light(1, .red, .tests), light(2, .green, .code)]

    #expect(flags(history) == [])
  }

  @Test("one step that turns two stages green is flagged with both, in walkthrough order")
  func severalStages() {
    let history = [
      light(0, .red, .first), light(1, .green, .code, green: ["three", "one"]),
    ]

    #expect(
      flags(history) == [
        HistoryFlag(kind: .severalStagesAtOnce, at: noon + 60, subjects: ["one", "three"])
      ])
  }

  @Test("stages green from the start, and a build that failed between, do not count")
  func severalStagesIgnoresStarterAndAmber() {
    let history = [
      light(0, .red, .first, green: ["one", "two"]), light(1, .amber, .code),
      light(2, .red, .code, green: ["one", "two"]),
      light(3, .green, .code, green: ["one", "two", "three"]),
    ]

    #expect(flags(history, greenFromTheStart: ["one"]) == [])
  }

  @Test("stages green before, broken by one change and mended by the next, are not new steps")
  func recoveryIsNotSeveralStages() {
    let history = [
      light(0, .red, .first), light(1, .green, .code, green: ["one"]),
      light(2, .red, .tests, green: ["one"]), light(3, .green, .code, green: ["one", "two"]),
      light(4, .red, .code), light(5, .green, .code, green: ["one", "two"]),
    ]

    #expect(flags(history) == [])
  }

  @Test("the kit's own 'did you watch it fail?' becomes a flag of the history, in time order")
  func greenWithoutRedJoinsTheFlags() throws {
    let exercise = try #require(ManifestFixtures.exercise)
    let test = try #require(
      exercise.testsInOrder.first { !exercise.testsGreenFromTheStart.contains($0) })
    var state = KitState()
    state[exercise: exercise.id].record(TestRun(outcomes: [test: .passed]), at: noon + 120)
    state[exercise: exercise.id].add(light(0, .green, .first))
    state[exercise: exercise.id].add(light(1, .green, .code))

    #expect(
      HistoryFlag.flags(of: exercise, in: state) == [
        HistoryFlag(kind: .codeBeforeRed, at: noon + 60),
        HistoryFlag(kind: .greenWithoutRed, at: noon + 120, subjects: [test]),
      ])
  }

  @Test("each flag says itself in one sentence")
  func sentences() {
    #expect(
      HistoryFlag(kind: .severalStagesAtOnce, at: noon, subjects: ["a", "b"]).sentence
        == "one step turned 2 stages green at once (a, b): smaller steps show which change "
        + "made which test pass")
    #expect(
      HistoryFlag(kind: .greenWithoutRed, at: noon, subjects: ["S/a", "S/b", "S/c", "S/d"])
        .sentence == "never seen red (did you watch it fail?): S/a, S/b, S/c, and 1 more")
  }

  @Test("a state written before lights existed still reads, with no lights")
  func oldStateReads() throws {
    let json = #"{"tests":{"S/a":{"firstRed":"2026-11-20T10:00:00Z"}}}"#

    let state = try StateStore.decoder.decode(ExerciseState.self, from: Data(json.utf8))

    #expect(state.lights == nil)
    #expect(state.lightHistory == [])
  }
}
