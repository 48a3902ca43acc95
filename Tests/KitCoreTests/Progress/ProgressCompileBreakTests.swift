import Foundation
import Testing

@testable import KitCore

/// After a compile error a learner is where the last check that compiled left them (issue 30).
@Suite("Progress after a compile error: the stage that last compiled, and since when it does not")
struct ProgressCompileBreakTests {
  let start = Date(timeIntervalSince1970: 1_795_000_000)

  @Test("next is the last compiled check's; the break's time and first error are said")
  func staysOnTheLastStageThatCompiled() throws {
    let kit = try MiniKitCopy(git: false)
    var state = KitState()
    let sides = SideDigests(exerciseAt: kit.root.appending(path: "Exercises/01-answer"))
    var red = Light(
      at: start, colour: .red, changed: .first, ran: 2, passed: 1, sides: sides)
    red.next = "AnswerChecks/answerIsPositive()"
    red.failure = "AnswerChecks/answerIsPositive(): no"
    var broken = Light(
      at: start + 120, colour: .amber, changed: .code, ran: 0, passed: 0, sides: sides)
    broken.failure = "does not compile: cannot find 'answr' in scope"
    broken.next = "AnswerChecks/first()"
    state[exercise: "01"].add(red)
    state[exercise: "01"].add(broken)
    state[exercise: "01"].lastCheck = CheckSummary(
      at: start + 120, green: false, compiled: false, timedOut: false, passed: 0, total: 2,
      next: "AnswerChecks/first()")
    state[exercise: "01"].judgedFiles = sides
    try StateStore(root: kit.root).save(state)

    let report = ProgressReport(manifest: try ManifestFixtures.manifest, state: state, at: start)
    let text = kit.run(["progress"]).text

    let line = try #require(report.exercises.first)
    #expect(line.next == "AnswerChecks/answerIsPositive()")
    #expect(line.testsGreen == nil)
    #expect(line.doesNotCompileSince == start + 120)
    #expect(line.compileError == "cannot find 'answr' in scope")
    #expect(text.contains("next: AnswerChecks/answerIsPositive()"), "\(text)")
    #expect(text.contains("does not compile since "), "\(text)")
    #expect(text.contains(": cannot find 'answr' in scope"), "\(text)")
  }
}
