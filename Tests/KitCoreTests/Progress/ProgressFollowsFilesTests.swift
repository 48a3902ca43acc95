import Foundation
import Testing

@testable import KitCore

/// Progress follows the last judgement of the files as they are now (issue 23, item 4).
@Suite("Progress follows the files: a record that does not match them is ignored, and said")
struct ProgressFollowsFilesTests {
  let kit: MiniKitCopy
  let checkedAt = Date(timeIntervalSince1970: 1_795_000_000)

  init() throws {
    kit = try MiniKitCopy(git: false, secondExercise: true)
  }

  @Test("a hand-edited record that marks a never-checked exercise done is not done")
  func handEdited() throws {
    var state = KitState()
    state[exercise: "02"].lastCheck = green()
    state[exercise: "02"].mode = .testFirst
    state[exercise: "02"].stagesDone = ["answer"]
    try StateStore(root: kit.root).save(state)

    let text = kit.run(["progress"])
    let json = kit.run(["progress", "--json"])

    #expect(text.text.contains("Progress: 0 of 2 exercises done"), "\(text.text)")
    #expect(text.text.contains("  02  not started"), "\(text.text)")
    #expect(text.text.components(separatedBy: Self.notice).count == 2, "said once: \(text.text)")
    let report = try StateStore.decoder.decode(ProgressReport.self, from: Data(json.output.utf8))
    #expect(report.exercises[1].status == .notStarted)
    #expect(report.exercises[1].stagesDone == [])
    #expect(report.exercises[1].testsGreen == nil)
    #expect(json.errors.contains(Self.notice), "\(json.errors)")
  }

  @Test("a check's record counts while the files are the ones it judged, and not after a change")
  func followsTheFiles() throws {
    var state = KitState()
    state[exercise: "01"].lastCheck = green()
    state[exercise: "01"].judgedFiles = SideDigests(
      exerciseAt: kit.root.appending(path: "Exercises/01-answer"))
    try StateStore(root: kit.root).save(state)

    let before = kit.run(["progress"])
    try kit.put("traps")
    let after = kit.run(["progress"])
    let overview = kit.run([])

    #expect(before.text.contains("  01  done          2/2 green"), "\(before.text)")
    #expect(!before.text.contains(Self.notice))
    #expect(after.text.contains("  01  not started"), "\(after.text)")
    #expect(after.text.contains(Self.notice + " of 01 "), "\(after.text)")
    #expect(overview.text.contains("  01  The answer    not started"), "\(overview.text)")
  }

  @Test("the stages done are those of the last judgement, and a reveal is shown once")
  func stagesDoneFollowTheLastCheck() {
    var record = ExerciseState()
    let files = SideDigests(tests: "t", code: "c")

    let first = record.judgeStages(done: ["adding", "clearing"], files: files)
    let back = record.judgeStages(done: [], files: files)
    let again = record.judgeStages(done: ["adding"], files: files)

    #expect(first == ["adding", "clearing"])
    #expect(back.isEmpty)
    #expect(again.isEmpty, "shown once: the first time it was done")
    #expect(record.stagesDone == ["adding"])
    #expect(record.judgedFiles == files)
  }

  // MARK: - Helpers

  static let notice = "Not counted: the record of the last check no longer matches the files"

  private func green() -> CheckSummary {
    CheckSummary(
      at: checkedAt, green: true, compiled: true, timedOut: false, passed: 2, total: 2, next: nil)
  }
}
