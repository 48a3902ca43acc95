import Foundation
import Testing

@testable import KitCore

@Suite("A learner's row: where they are, their streak, whether they look stuck")
struct RoomLearnerTests {
  let start = Date(timeIntervalSince1970: 1_795_000_000)

  @Test("the red streak counts back to the last green, across exercises")
  func streak() throws {
    let learner = try row(
      ["01": [.green, .red], "02": [.red, .amber]], offsets: ["01": 0, "02": 300])

    #expect(learner.redStreak == 3)
    #expect(learner.lastGreen == start)
    #expect(learner.streakStarted == start + 60)
  }

  @Test(
    "stuck after 5 checks not green, or 15 minutes of checking without a green; never while done",
    arguments: [
      ([LightColour.red, .red, .red, .red], 60, false),
      ([.red, .red, .red, .red, .red], 60, true),
      ([.green, .red, .red], 60, false),
      ([.red, .red], 16 * 60, true),
      ([.red, .green], 16 * 60, false),
    ])
  func stuck(colours: [LightColour], spacing: Int, expected: Bool) throws {
    let lights = colours.enumerated().map { light($1, at: start + Double($0 * spacing)) }
    let now = (lights.last?.at ?? start) + 30

    let learner = RoomLearner(
      shared(["01": lights], working: "01", done: colours.last == .green),
      manifest: try ManifestFixtures.manifest, now: now, rule: StuckRule())

    #expect((learner.stuck != nil) == expected, "\(learner.stuck ?? "not stuck")")
  }

  @Test("the stage comes from the next item: a test of the stage, or stage <id>")
  func stageOfNext() throws {
    let exercise = try #require(ManifestFixtures.exercise)

    #expect(RoomLearner.stage(of: "AnswerChecks/answerIsPositive()", in: exercise) == "answer")
    #expect(RoomLearner.stage(of: "stage answer", in: exercise) == "answer")
    #expect(RoomLearner.stage(of: nil, in: exercise) == nil)
  }

  @Test("sort by progress: most done first, then the furthest exercise, then the name")
  func progressOrder() throws {
    let manifest = try ManifestFixtures.manifest
    var ahead = shared([:], working: "01", done: true)
    ahead.name = "zoe"
    var behind = shared([:], working: "01", done: false)
    behind.name = "abe"
    let rows = [behind, ahead].map {
      RoomLearner($0, manifest: manifest, now: start, rule: StuckRule())
    }

    #expect(RoomSort.progress.ordered(rows, manifest: manifest).map(\.name) == ["zoe", "abe"])
    #expect(RoomSort.name.ordered(rows, manifest: manifest).map(\.name) == ["abe", "zoe"])
  }

  // MARK: - Helpers

  private func light(_ colour: LightColour, at date: Date) -> SharedLight {
    SharedLight(
      at: date, colour: colour, changed: .code, ran: 1, passed: colour == .green ? 1 : 0,
      failure: colour == .green ? nil : "S/a: no")
  }

  private func row(_ colours: [String: [LightColour]], offsets: [String: Int]) throws -> RoomLearner
  {
    let lights = colours.mapValues { _ in [SharedLight]() }.merging(
      colours.map { id, list in
        (id, list.enumerated().map { light($1, at: start + Double((offsets[id] ?? 0) + $0 * 60)) })
      }, uniquingKeysWith: { $1 })
    return RoomLearner(
      shared(lights, working: "01", done: false), manifest: try ManifestFixtures.manifest,
      now: start + 3600, rule: StuckRule())
  }

  private func shared(_ lights: [String: [SharedLight]], working: String, done: Bool)
    -> SharedLearner
  {
    var state = KitState()
    if done {
      state[exercise: working].lastCheck = CheckSummary(
        at: start, green: true, compiled: true, timedOut: false, passed: 2, total: 2, next: nil)
    }
    state.currentExercise = working
    let manifest = (try? ManifestFixtures.manifest) ?? Manifest(exercises: [])
    var document = LearnerDocument(
      name: "ana", learner: "id", at: start, withCode: false, manifest: manifest, state: state)
    document.lights = lights.mapValues(LightColumns.init)
    return SharedLearner(
      name: "ana", commit: "c0ffee", document: document,
      lights: (try? LearnerLights(lights: lights)) ?? LearnerLights([:]))
  }
}
