import Foundation
import Testing

@testable import KitCore

@Suite("kit history replays an exercise's lights, without building")
struct HistoryCommandTests {
  let kit: MiniKitCopy
  let noon = Date(timeIntervalSince1970: 1_795_000_000)

  init() throws {
    kit = try MiniKitCopy(git: false)
    var state = KitState()
    let lights: [(LightColour, ChangedSide, Int, Int, [String])] = [
      (.red, .first, 2, 0, []), (.amber, .tests, 0, 0, []), (.timedOut, .code, 1, 0, []),
      (.green, .both, 2, 2, ["answer"]),
    ]
    for (index, (colour, changed, ran, passed, green)) in lights.enumerated() {
      state[exercise: "01"].add(
        Light(
          at: noon + Double(index * 75), colour: colour, changed: changed, ran: ran,
          passed: passed, stagesGreen: green, sides: SideDigests(tests: "t", code: "c")))
    }
    try StateStore(root: kit.root).save(state)
  }

  @Test("one line per check: light, time, side changed, tests passed of those that ran")
  func text() {
    let result = kit.run(["history", "01"])

    #expect(result.code == .success)
    #expect(
      result.text == """
        History of 01, The answer: 4 checks by kit check and kit watch, times in UTC (UTC+00:00)
        (a plain swift test in the exercise folder is not seen)

          ● red         2026-11-18 11:06:40  first check     0 of 2 passed
          ● amber       2026-11-18 11:07:55  tests changed   0 of 0 passed
          ● timed out   2026-11-18 11:09:10  code changed    0 of 1 passed
          ● green       2026-11-18 11:10:25  both changed    2 of 2 passed

        """)
  }

  @Test("times are the learner's own: the zone the machine is set to, named in the heading")
  func localTime() throws {
    let state = StateStore(root: kit.root).load(repairing: false).state
    let report = HistoryReport(exercise: try #require(ManifestFixtures.exercise), state: state)
    let auckland = try #require(TimeZone(identifier: "Pacific/Auckland"))

    let text = report.text(title: "The answer", timeZone: auckland)

    #expect(
      text.hasPrefix(
        "History of 01, The answer: 4 checks by kit check and kit watch, "
          + "times in Pacific/Auckland (UTC+13:00)\n"))
    #expect(text.contains("  ● red         2026-11-19 00:06:40  first check"))
  }

  @Test("--json carries the lights and the flags, versioned")
  func json() throws {
    let result = kit.run(["history", "01", "--json"])

    let report = try StateStore.decoder.decode(HistoryReport.self, from: Data(result.text.utf8))
    #expect(report.version == 1)
    #expect(report.exercise == "01")
    #expect(report.lights.map(\.colour) == [.red, .amber, .timedOut, .green])
    #expect(report.flags == [])
    #expect(result.text.contains(#""colour" : "timed-out""#))
  }

  @Test("the flags close the text, after the lights")
  func flagsAtTheEnd() throws {
    var state = StateStore(root: kit.root).load(repairing: false).state
    state[exercise: "01"].lights?[0].colour = .green
    state[exercise: "01"].lights?[1].colour = .green

    try StateStore(root: kit.root).save(state)
    let result = kit.run(["history"])

    #expect(
      result.text.hasSuffix(
        """
          ● green       2026-11-18 11:10:25  both changed    2 of 2 passed

        Worth a thought:
          · the code changed before the kit saw anything fail: did a failing test come first?

        """))
  }

  @Test("predictions are marked on their lines and scored at the end")
  func predictions() throws {
    var state = StateStore(root: kit.root).load(repairing: false).state
    state[exercise: "01"].lights?[0].predicted = .red
    state[exercise: "01"].lights?[3].predicted = .red

    try StateStore(root: kit.root).save(state)
    let result = kit.run(["history", "01"])

    #expect(
      result.text.contains(
        "  ● red         2026-11-18 11:06:40  first check     0 of 2 passed  (predicted red: right)\n"
      ))
    #expect(
      result.text.contains(
        "2 of 2 passed  (predicted red: wrong)\n\nPredictions: 1 of 2 right.\n"))
    let json = try StateStore.decoder.decode(
      HistoryReport.self, from: Data(kit.run(["history", "01", "--json"]).text.utf8))
    var score = PredictionScore([])
    (score.made, score.right) = (2, 1)
    #expect(json.predictions == score)
  }

  @Test("check ends with the prediction's verdict")
  func verdicts() {
    var light = Light(
      at: noon, colour: .amber, changed: .tests, ran: 0, passed: 0,
      sides: SideDigests(tests: "t", code: "c"))
    #expect(light.predictionVerdict == nil)

    light.predicted = .red
    #expect(
      light.predictionVerdict
        == "You predicted red; it was amber. What did you expect to happen?")
    light.predicted = .amber
    #expect(light.predictionVerdict == "You predicted amber: right.")
  }

  @Test("no checks yet: says what leaves a light")
  func empty() throws {
    try FileManager.default.removeItem(at: kit.root.appending(path: ".tddkit"))

    let result = kit.run(["history", "01"])

    #expect(
      result.text
        == "No checks of 01 yet: each kit check 01, and each check of kit watch 01, leaves a "
        + "light here.\n")
  }

  @Test("an unknown exercise is bad input")
  func unknown() {
    #expect(kit.run(["history", "99"]).code == .badInput)
  }
}
