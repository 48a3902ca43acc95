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
    "stuck after 5 checks without progress, or 15 minutes of checking without; never while done",
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

  @Test("a learner turning a stage green per check is not stuck, however red their lights")
  func progressingIsNotStuck() throws {
    let lights = (0..<8).map { check in
      SharedLight(
        at: start + Double(check * 60), colour: .red, changed: .code, ran: 14,
        passed: 4 + check, stagesGreen: (0...check).map { "s\($0)" }, failure: "S/t\(check): no")
    }

    let learner = RoomLearner(
      shared(["01": lights], working: "01", done: false), manifest: try ManifestFixtures.manifest,
      now: start + 8 * 60, rule: StuckRule())

    #expect(learner.redStreak == 8)
    #expect(learner.stall.checks == 0)
    #expect(learner.stuck == nil)
  }

  @Test("red on the same test six times is stuck; a checkpoint starts afresh")
  func sameRedIsStuck() throws {
    let lights = (0..<6).map { check in
      SharedLight(
        at: start + Double(check * 60), colour: .red, changed: .code, ran: 14, passed: 9,
        stagesGreen: ["s0"], failure: "S/t: 1 ≠ 2")
    }
    let manifest = try ManifestFixtures.manifest
    var learner = shared(["01": lights], working: "01", done: false)

    let stuck = RoomLearner(learner, manifest: manifest, now: start + 360, rule: StuckRule())
    learner.document.progress.exercises[0].checkpointedAt = start + 200
    let rescued = RoomLearner(learner, manifest: manifest, now: start + 360, rule: StuckRule())

    #expect(stuck.stuck == "5 checks in a row without progress")
    #expect(rescued.stall.checks == 2)
    #expect(rescued.stuck == nil)
  }

  @Test("test-first: a verdict that does not get better is no progress; a better one is")
  func verdictsProgress() throws {
    func light(_ minute: Int, _ verdict: String, passed: Int) -> SharedLight {
      SharedLight(
        at: start + Double(minute * 60), colour: .red, changed: .tests, ran: passed,
        passed: passed, verdicts: ["a": verdict, "b": "not written"])
    }
    let weak = (0..<5).map { light($0, "weak", passed: $0 + 1) }
    let better = [light(0, "wrong", passed: 1), light(1, "cannot fail", passed: 1)]
    let manifest = try ManifestFixtures.manifest
    let now = start + 300

    let fighting = RoomLearner(
      shared(["01": weak], working: "01", done: false), manifest: manifest, now: now,
      rule: StuckRule())
    let improving = RoomLearner(
      shared(["01": better], working: "01", done: false), manifest: manifest, now: now,
      rule: StuckRule())

    // More of the learner's own tests passing is no progress while the verdict stays weak.
    #expect(fighting.stall.checks == 4)
    #expect(improving.stall.checks == 0)
  }

  @Test("test-first: green own tests under a verdict that stays weak are no progress")
  func greenButWeakIsStuck() throws {
    // A weak test passes: a real test-first check of it leaves a green light.
    func weak(_ checks: Int) throws -> RoomLearner {
      let lights = (0..<checks).map { minute in
        SharedLight(
          at: start + Double(minute * 60), colour: .green, changed: .tests, ran: 2, passed: 2,
          verdicts: ["a": "proven", "b": "weak"], survivors: ["b-mistake"])
      }
      return RoomLearner(
        shared(["01": lights], working: "01", done: false),
        manifest: try ManifestFixtures.manifest, now: start + Double(checks * 60),
        rule: StuckRule())
    }

    #expect(try weak(5).stall.checks == 4, "only the first check, the first verdicts, progress")
    #expect(try weak(5).stuck == nil)
    #expect(try weak(6).stuck == "5 checks in a row without progress")
    #expect(try !RoomText.place(weak(5)).contains("changed since green"), "green is not done here")
  }

  @Test("test-first: a skeleton checked five times, only the kit's given test, is stuck")
  func givenIsNoProgress() throws {
    let lights = (0..<5).map { minute in
      SharedLight(
        at: start + Double(minute * 60), colour: .amber, changed: .code, ran: 1, passed: 1,
        verdicts: ["a": "given", "b": "not written"])
    }

    let learner = RoomLearner(
      shared(["01": lights], working: "01", done: false), manifest: try ManifestFixtures.manifest,
      now: start + 300, rule: StuckRule())

    #expect(learner.stall.checks == 5, "the kit's given test is none of the learner's progress")
  }

  @Test("after a compile error the learner stays on the stage that last compiled, and why says so")
  func compileBreak() throws {
    let lights = [
      SharedLight(
        at: start, colour: .red, changed: .code, ran: 2, passed: 1,
        failure: "AnswerChecks/answerIsPositive(): no", next: "AnswerChecks/answerIsPositive()"),
      SharedLight(
        at: start + 600, colour: .amber, changed: .code, ran: 0, passed: 0,
        failure: "does not compile: cannot find 'x' in scope", next: "stage elsewhere"),
      SharedLight(
        at: start + 660, colour: .amber, changed: .code, ran: 0, passed: 0,
        failure: "does not compile: cannot find 'y' in scope", next: "stage elsewhere"),
    ]

    let learner = RoomLearner(
      shared(["01": lights], working: "01", done: false), manifest: try ManifestFixtures.manifest,
      now: start + 700, rule: StuckRule())

    #expect(learner.stage == "answer")
    #expect(learner.lastFailure == "does not compile since 11:16: cannot find 'y' in scope")
  }

  @Test("green, then changed without a check: on the exercise, changed since green, not done")
  func changedSinceGreen() throws {
    let learner = try row(["01": [.red, .green]], offsets: [:])

    #expect(!learner.workingDone)
    #expect(RoomText.place(learner) == "01 · changed since green")
  }

  @Test("no failure is shown under a learner whose newest light is green")
  func noStaleFailure() throws {
    let learner = try row(["01": [.red, .green]], offsets: [:])

    #expect(learner.lastFailure == nil)
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
