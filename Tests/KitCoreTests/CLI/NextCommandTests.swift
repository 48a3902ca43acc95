import Foundation
import Testing

@testable import KitCore

@Suite("A finished exercise stays current until kit next")
struct NextCommandTests {
  let kit: MiniKitCopy
  let checkedAt = Date(timeIntervalSince1970: 1_795_000_000)

  init() throws {
    kit = try MiniKitCopy(git: false, secondExercise: true)
  }

  @Test("green 01, last checked, stays current for kit; kit next moves on to 02")
  func greenStaysUntilNext() throws {
    try saveState(green01: true, current: "01")

    let before = kit.run([])
    let next = kit.run(["next"])
    let after = kit.run([])

    #expect(before.text.contains("  01  The answer    done  ← current\n"))
    #expect(
      before.text.contains(
        "01 is green. Refactor if the code asks for it (kit check checks it again), "
          + "then kit next moves on to 02, More answers."))
    #expect(next.code == .success)
    #expect(next.text.hasPrefix("Now on 02, More answers: Return the answer.\n"))
    #expect(try loadState().currentExercise == "02")
    #expect(after.text.contains("  02  More answers  not started  ← current\n"))
  }

  @Test("moving on from a red exercise is allowed, and kit says how to come back")
  func redMovesOnWithANote() throws {
    try saveState(green01: false, current: "01")

    let next = kit.run(["next"])

    #expect(next.text.hasPrefix("01 is not green yet; kit check 01 takes you back to it.\n"))
    #expect(try loadState().currentExercise == "02")
  }

  @Test("at the last exercise there is nothing to move on to")
  func lastExercise() throws {
    try saveState(green01: true, current: "02")

    let next = kit.run(["next"])

    #expect(next.code == .success)
    #expect(next.text == "02 is the last exercise: there is nothing to move on to.\n")
    #expect(try loadState().currentExercise == "02")
  }

  @Test("the exercise after is done already: kit says so and kit next does not go there")
  func nextIsDone() throws {
    try saveState(green01: true, current: "01")
    var state = try loadState()
    state[exercise: "02"].lastCheck = CheckSummary(
      at: checkedAt, green: true, compiled: true, timedOut: false, passed: 1, total: 1, next: nil)
    state[exercise: "02"].judgedFiles = kit.judged("02-more")
    try StateStore(root: kit.root).save(state)

    let overview = kit.run([])
    let next = kit.run(["next"])

    #expect(!overview.text.contains("kit next moves on to 02"), "\(overview.text)")
    #expect(overview.text.contains("Every exercise from 01 on is done."))
    #expect(next.text == "Every exercise after 01 is done: there is nothing to move on to.\n")
    #expect(try loadState().currentExercise == "01")
  }

  @Test("before any check, the current exercise is the first one not done")
  func noCurrentYet() throws {
    try saveState(green01: true, current: nil)

    #expect(try loadState().current(in: kit.manifest())?.id == "02")
  }

  // MARK: - Helpers

  private func saveState(green01: Bool, current: String?) throws {
    var state = KitState(pristineCommit: "0123456789abcdef")
    state[exercise: "01"].lastCheck = CheckSummary(
      at: checkedAt, green: green01, compiled: true, timedOut: false, passed: green01 ? 2 : 1,
      total: 2, next: green01 ? nil : "AnswerChecks/answerIsPositive()")
    state[exercise: "01"].judgedFiles = kit.judged("01-answer")
    state.currentExercise = current
    try StateStore(root: kit.root).save(state)
  }

  private func loadState() throws -> KitState {
    let (state, warning) = StateStore(root: kit.root).load(repairing: false, now: checkedAt)
    try #require(warning == nil)
    return state
  }
}
