import Foundation
import Testing

@testable import KitCore

@Suite("kit checkpoint and kit solution")
struct CheckpointSolutionTests {
  @Test("checkpoint solves every earlier exercise and resets this one, backing up what changed")
  func checkpoint() throws {
    let kit = try MiniKitCopy(git: true, secondExercise: true)
    let starter = try kit.files(under: "Exercises/02-more")
    let second = kit.root.appending(path: "Exercises/02-more/Sources/Answer/Answer.swift")
    try Data("public func answer() -> Int { 7 }\n".utf8).write(to: second)
    try kit.put("traps")
    let learners = try kit.files(under: "Exercises")

    let result = kit.run(["checkpoint", "02"])

    #expect(result.code == .success, "\(result.text)")
    #expect(
      try kit.files(under: "Exercises/01-answer/Sources")
        == kit.files(under: "Solutions/01-answer/Sources"))
    #expect(try kit.files(under: "Exercises/02-more") == starter)
    for folder in ["01-answer", "02-more"] {
      let trees = learners.filter { !$0.key.hasSuffix("Package.swift") && $0.key.hasPrefix(folder) }
      #expect(try backedUp(folder, in: kit) == trees)
    }
    let state = StateStore(root: kit.root).load(repairing: false).state
    #expect(state.current(in: try loadManifest(kit))?.id == "02")
    #expect(state.status(of: try loadManifest(kit).exercises[0]) == .done)
  }

  @Test("checkpoint makes NN the current exercise, whatever was current before")
  func checkpointMovesCurrent() throws {
    let kit = try MiniKitCopy(git: true, secondExercise: true)
    var state = KitState()
    state.currentExercise = "01"
    try StateStore(root: kit.root).save(state)

    let result = kit.run(["checkpoint", "02"])
    let progress = kit.run(["progress"])

    #expect(result.text.contains("Next: kit check 02"))
    #expect(StateStore(root: kit.root).load(repairing: false).state.currentExercise == "02")
    #expect(progress.text.contains("current: 02"), "\(progress.text)")
  }

  @Test("checkpoint backs up no untouched starter, so restore never lays a starter over its work")
  func checkpointSkipsUntouchedStarters() throws {
    let kit = try MiniKitCopy(git: true, secondExercise: true)

    let result = kit.run(["checkpoint", "02"])
    let restore = kit.run(["restore", "01"])

    #expect(result.code == .success, "\(result.text)")
    #expect(!result.text.contains("the learner's files"), "\(result.text)")
    #expect(
      !FileManager.default.fileExists(atPath: kit.root.appending(path: ".tddkit/backups").path))
    #expect(restore.code == .refused)
    #expect(
      try kit.files(under: "Exercises/01-answer/Sources")
        == kit.files(under: "Solutions/01-answer/Sources"), "the checkpoint's solution stays")
  }

  @Test("restore's default is never a copy of the starter; with only such copies it refuses")
  func restoreSkipsStarterCopies() throws {
    let kit = try MiniKitCopy(git: true, secondExercise: true)
    // A copy of the untouched starter, as an older kit's checkpoint made one.
    let backups = kit.root.appending(path: ".tddkit/backups/01-answer")
    try FileManager.default.createDirectory(at: backups, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: kit.root.appending(path: "Exercises/01-answer"),
      to: backups.appending(path: "20261122-041516-975"))
    try kit.put("green")
    let learners = try kit.files(under: "Exercises/01-answer")

    let list = kit.run(["restore", "01", "--list"])
    let restore = kit.run(["restore", "01"])

    #expect(!list.text.contains("← kit restore 01 takes this one"), "\(list.text)")
    #expect(restore.code == .refused, "\(restore.text)")
    #expect(restore.errors.contains("kit restore 01 20261122-041516-975"), "\(restore.errors)")
    #expect(try kit.files(under: "Exercises/01-answer") == learners)
  }

  @Test("checkpoint twice backs up the learner's files once: the solution it laid is the kit's")
  func checkpointTwice() throws {
    let kit = try MiniKitCopy(git: true, secondExercise: true)
    try kit.put("traps")
    let learners = try kit.files(under: "Exercises/01-answer")
    _ = kit.run(["checkpoint", "02"])

    let again = kit.run(["checkpoint", "02"])
    let restore = kit.run(["restore", "01"])

    #expect(again.code == .success, "\(again.text)")
    #expect(again.text.contains("01  solution already in place"), "\(again.text)")
    #expect(restore.code == .success, "\(restore.text)")
    #expect(try kit.files(under: "Exercises/01-answer") == learners)
  }

  @Test("restoring a checkpointed exercise makes it the learner's again, no longer done")
  func restoreAfterCheckpoint() throws {
    let kit = try MiniKitCopy(git: true, secondExercise: true)
    try kit.put("traps")
    let learners = try kit.files(under: "Exercises/01-answer")
    _ = kit.run(["checkpoint", "02"])

    let restore = kit.run(["restore", "01"])

    #expect(restore.code == .success)
    #expect(try kit.files(under: "Exercises/01-answer") == learners)
    let state = StateStore(root: kit.root).load(repairing: false).state
    #expect(state.status(of: try loadManifest(kit).exercises[0]) != .done)
  }

  @Test("solution waits for a green check, and shows the diff with --force")
  func solution() throws {
    let kit = try MiniKitCopy(git: false)

    let refused = kit.run(["solution", "01"])
    let forced = kit.run(["solution", "01", "--force"])

    #expect(refused.code == .refused)
    #expect(
      refused.text.contains("kit solution 01 waits until the exercise is green (no check yet)"))
    #expect(forced.code == .success, "\(forced.text)")
    #expect(forced.text.contains("-  0  // TODO: return the answer"))
    #expect(forced.text.contains("+  42"))
  }

  @Test("after a green check, solution shows the diff without --force")
  func solutionWhenGreen() throws {
    let kit = try MiniKitCopy(git: false)
    try kit.put("green")
    var state = KitState()
    state[exercise: "01"].lastCheck = CheckSummary(
      at: Date(), green: true, compiled: true, timedOut: false, passed: 2, total: 2, next: nil)
    try StateStore(root: kit.root).save(state)

    let result = kit.run(["solution", "01"])

    #expect(result.code == .success)
    #expect(result.text.contains("Your code is the same as the solution's."))
  }

  // MARK: - Helpers

  /// The files of the one backup of `folder`, keyed as `kit.files(under: "Exercises")` keys them.
  private func backedUp(_ folder: String, in kit: MiniKitCopy) throws -> [String: Data] {
    let parent = ".tddkit/backups/\(folder)"
    let stamps = try FileManager.default.contentsOfDirectory(
      atPath: kit.root.appending(path: parent).path)
    try #require(stamps.count == 1)
    let files = try kit.files(under: "\(parent)/\(stamps[0])")
    return Dictionary(uniqueKeysWithValues: files.map { ("\(folder)/\($0.key)", $0.value) })
  }

  private func loadManifest(_ kit: MiniKitCopy) throws -> Manifest {
    try ManifestLoader.load(from: kit.root.appending(path: "Exercises/exercises.json"))
  }
}
