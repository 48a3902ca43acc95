import Foundation
import Testing

@testable import KitCore

@Suite("Where the learner stands: kit and kit progress")
struct ProgressOverviewTests {
  let kit: MiniKitCopy
  let checkedAt = Date(timeIntervalSince1970: 1_795_000_000)

  init() throws {
    kit = try MiniKitCopy(git: false, secondExercise: true)
    var state = KitState(pristineCommit: "0123456789abcdef")
    state[exercise: "01"].lastCheck = CheckSummary(
      at: checkedAt, green: true, compiled: true, timedOut: false, passed: 2, total: 2, next: nil)
    state[exercise: "01"].tests["AnswerChecks/answerIsPositive()"] = TestHistory(
      firstGreen: checkedAt)
    state[exercise: "02"].lastCheck = CheckSummary(
      at: checkedAt, green: false, compiled: true, timedOut: false, passed: 1, total: 2,
      next: "AnswerChecks/answerIsPositive()")
    // As a check of the files as they are records them.
    state[exercise: "01"].judgedFiles = kit.judged("01-answer")
    state[exercise: "02"].judgedFiles = kit.judged("02-more")
    try StateStore(root: kit.root).save(state)
  }

  @Test("kit shows each exercise's state, the current one and its next failing test")
  func overview() {
    let result = kit.run([])

    #expect(result.code == .success)
    #expect(result.text.contains("  01  The answer    done\n"))
    #expect(result.text.contains("  02  More answers  in progress  ← current\n"))
    #expect(result.text.contains("Continue with 02: Return the answer."))
    #expect(
      result.text.contains(
        """
        Next failing test (from the last check): AnswerChecks/answerIsPositive()
          stage: Answer 42
          hint: Return 42.
          open: Exercises/02-more/Sources/Answer/Answer.swift
        """))
  }

  @Test("kit progress prints a table with tests green and flagged tests")
  func progressText() {
    let result = kit.run(["progress"])

    #expect(result.text.contains("Progress: 1 of 2 exercises done · current: 02"))
    #expect(result.text.contains("  01  done          2/2 green\n"))
    #expect(
      result.text.contains(
        "never seen red (did you watch it fail?): AnswerChecks/answerIsPositive()"))
    #expect(
      result.text.contains(
        "  02  in progress   1/2 green     next: AnswerChecks/answerIsPositive()"))
  }

  @Test("kit progress --json is machine-readable, with the documented fields")
  func progressJSON() throws {
    let result = kit.run(["progress", "--json"])

    let report = try StateStore.decoder.decode(ProgressReport.self, from: Data(result.output.utf8))
    #expect(report.version == 4)
    #expect(report.current == "02")
    #expect(report.working == "02")
    #expect(report.exercises.map(\.mode) == [.guided, .guided])
    #expect(result.text.contains(#""mode" : "guided""#))
    #expect(report.pristineCommit == "0123456789abcdef")
    #expect(report.exercises.map(\.status) == [.done, .inProgress])
    #expect(report.exercises[0].flagged == ["AnswerChecks/answerIsPositive()"])
    #expect(report.exercises[1].testsGreen == 1)
    #expect(report.exercises[1].lastCheck == checkedAt)
    #expect(result.text.contains(#""status" : "in-progress""#))
  }

  @Test("the exercise a room shows is the furthest reached: checking 01 again is not going back")
  func workingIsTheFurthestReached() throws {
    var state = StateStore(root: kit.root).load(repairing: false).state
    state.currentExercise = "01"
    try StateStore(root: kit.root).save(state)

    let result = kit.run(["progress", "--json"])

    let report = try StateStore.decoder.decode(ProgressReport.self, from: Data(result.text.utf8))
    #expect(report.current == "01")
    #expect(report.working == "02")
  }

  @Test("kit progress --json carries the mode, the hint levels and the stages done (version 3)")
  func progressJSONTestFirst() throws {
    var state = StateStore(root: kit.root).load(repairing: false).state
    state[exercise: "02"].mode = .testFirst
    state[exercise: "02"].hintLevels = ["answer": 2]
    state[exercise: "02"].stagesDone = ["answer"]
    try StateStore(root: kit.root).save(state)

    let result = kit.run(["progress", "--json"])
    let report = try StateStore.decoder.decode(ProgressReport.self, from: Data(result.output.utf8))

    #expect(report.exercises[1].mode == .testFirst)
    #expect(report.exercises[1].hintLevels == ["answer": 2])
    #expect(report.exercises[1].stagesDone == ["answer"])
    #expect(result.text.contains(#""mode" : "test-first""#))
  }

  @Test("kit progress --json counts each exercise's lights by colour and carries its flags")
  func progressJSONLightsAndFlags() throws {
    var state = StateStore(root: kit.root).load(repairing: false).state
    let sides = SideDigests(tests: "t", code: "c")
    for (index, colour) in [LightColour.green, .red, .red, .amber].enumerated() {
      state[exercise: "02"].add(
        Light(
          at: checkedAt + Double(index), colour: colour, changed: index == 1 ? .code : .tests,
          ran: 2, passed: 0, sides: sides))
    }
    try StateStore(root: kit.root).save(state)

    let result = kit.run(["progress", "--json"])

    let report = try StateStore.decoder.decode(ProgressReport.self, from: Data(result.output.utf8))
    var counts = LightCounts([])
    (counts.green, counts.red, counts.amber) = (1, 2, 1)
    #expect(report.exercises[1].lights == counts)
    #expect(report.exercises[1].flags == [HistoryFlag(kind: .codeBeforeRed, at: checkedAt + 1)])
    #expect(
      report.exercises[0].flags == [
        HistoryFlag(
          kind: .greenWithoutRed, at: checkedAt, subjects: ["AnswerChecks/answerIsPositive()"])
      ])
    #expect(result.text.contains(#""kind" : "code-before-red""#))
    #expect(result.text.contains(#""timedOut" : 0"#))
  }

  @Test("before any check, kit progress --json counts items from the manifest, none green yet")
  func progressJSONBeforeAnyCheck() throws {
    try FileManager.default.removeItem(at: kit.root.appending(path: ".tddkit"))
    try kit.addWriteTheTestExercise()

    let result = kit.run(["progress", "--json"])

    let report = try StateStore.decoder.decode(ProgressReport.self, from: Data(result.output.utf8))
    // Two tests each in 01 and 02; 03's one write-the-test stage is one item, whatever
    // number of reference tests it has.
    #expect(report.exercises.map(\.testsTotal) == [2, 2, 1])
    #expect(report.exercises.map(\.testsGreen) == [nil, nil, nil])
    #expect(report.exercises.map(\.status) == [.notStarted, .notStarted, .notStarted])
  }

  @Test("with no state, kit says where to start, as before")
  func freshOverview() throws {
    try FileManager.default.removeItem(at: kit.root.appending(path: ".tddkit"))

    let result = kit.run([])

    #expect(result.text.contains("  01  The answer    not started  ← current\n"))
    #expect(result.text.contains("Start with 01: Return the answer."))
    #expect(result.text.contains("First stage: Answer 42"))
  }
}
