import Foundation
import Testing

@testable import KitCore

@Suite("kit start: the mode of an exercise, switched without losing work")
struct StartCommandTests {
  let kit: MiniKitCopy
  let tests: URL

  init() throws {
    kit = try MiniKitCopy(git: true)
    try kit.addTestFirstExercise()
    tests = kit.root.appending(path: "Exercises/04-tally/Tests/TallyTests/TallyTests.swift")
  }

  @Test("test-first lays down the skeleton; an untouched starter needs no backup")
  func skeleton() throws {
    let result = kit.run(["start", "04", "--test-first"])

    #expect(result.code == .success, "\(result.text)")
    let source = try String(contentsOf: tests, encoding: .utf8)
    #expect(source.contains("// stage: adding") && source.contains("// stage: clearing"))
    #expect(!source.contains("@Test"))
    #expect(!result.text.contains("Saved your"))
    #expect(result.text.contains("TallyTests.swift is a skeleton"))
    #expect(
      StateStore(root: kit.root).load(repairing: false, now: Date()).0[exercise: "04"].mode
        == .testFirst)
  }

  @Test("back to guided: the kit's tests return, the learner's own tests are backed up")
  func backToGuided() throws {
    _ = kit.run(["start", "04", "--test-first"])
    try kit.putTallyTests("correct")
    let mine = try Data(contentsOf: tests)

    let result = kit.run(["start", "04", "--guided"])

    #expect(result.code == .success, "\(result.text)")
    #expect(result.text.contains("Saved your Sources and Tests of 04"))
    #expect(try String(contentsOf: tests, encoding: .utf8).contains("func addingTwiceCountsTwo()"))
    let backups = LearnerFiles(root: kit.root, now: Date.init).backupsNewestFirst(
      of: try #require(kit.manifest().exercise("04")))
    let saved = try #require(backups.first).appending(path: "Tests/TallyTests/TallyTests.swift")
    #expect(try Data(contentsOf: saved) == mine)
  }

  @Test("guided, then test-first again: the learner's own tests come back, not a bare skeleton")
  func backToTestFirst() throws {
    _ = kit.run(["start", "04", "--test-first"])
    try kit.putTallyTests("correct")
    let mine = try Data(contentsOf: tests)
    _ = kit.run(["start", "04", "--guided"])

    let result = kit.run(["start", "04", "--test-first"])

    #expect(result.code == .success, "\(result.text)")
    #expect(result.text.contains("Your test-first tests are back, from .tddkit/backups/04-tally/"))
    #expect(result.text.contains("TallyTests.swift holds your own tests again"), "\(result.text)")
    #expect(!result.text.contains("is a skeleton"))
    #expect(try Data(contentsOf: tests) == mine)
  }

  @Test("kit hint follows the last check: a stage done once and broken since gets hints")
  func hintAfterARegression() throws {
    _ = kit.run(["start", "04", "--test-first"])
    var state = StateStore(root: kit.root).load(repairing: false, now: Date()).0
    state[exercise: "04"].stagesDone = ["adding", "clearing"]
    state[exercise: "04"].lastCheck = CheckSummary(
      at: Date(), green: false, compiled: true, timedOut: false, passed: 1, total: 2,
      next: "stage adding")
    try StateStore(root: kit.root).save(state)

    let result = kit.run(["hint", "04"])

    #expect(
      result.text.contains("Stage adding, Each add counts one more — hint 1 of 3:"),
      "\(result.text)")
  }

  @Test("kit reset puts the kit's tests back, so the exercise is guided again")
  func resetEndsTestFirst() throws {
    _ = kit.run(["start", "04", "--test-first"])
    try kit.putTallyTests("correct")

    let result = kit.run(["reset", "04"])

    #expect(result.code == .success, "\(result.text)")
    #expect(
      result.text.contains("04 is guided again; kit start 04 --test-first gives the skeleton."))
    let state = StateStore(root: kit.root).load(repairing: false, now: Date()).0
    #expect(state[exercise: "04"].mode == nil)
    #expect(try String(contentsOf: tests, encoding: .utf8).contains("func addingTwiceCountsTwo()"))
  }

  @Test("an exercise without a test-first version says which have one, and changes nothing")
  func notReady() throws {
    let before = try kit.files(under: "Exercises/01-answer")

    let result = kit.run(["start", "01", "--test-first"])

    #expect(result.code == .badInput)
    #expect(result.text.contains("01 has no test-first version yet; these have: 04"))
    #expect(try kit.files(under: "Exercises/01-answer") == before)
  }
}
