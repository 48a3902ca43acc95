import Foundation
import Testing

@testable import KitCore

@Suite("kit room --rejudge: what it lays down, and when the two verdicts agree")
struct RejudgeTests {
  @Test(
    "only relative paths into Sources and Tests are written; never their Package.swift",
    arguments: [
      ("Sources/Answer/Answer.swift", true), ("Package.swift", false), ("Tests/A/B.swift", true),
      ("../../etc/passwd", false), ("Sources/../../x", false), ("/tmp/x", false),
      (".build/x", false), ("Sources//x", false), ("Sources/./x", false), ("README.md", false),
    ])
  func safePaths(path: String, safe: Bool) {
    #expect(RejudgeCopy.isSafe(path) == safe)
  }

  @Test("the copy's kit is built in minutes once: only that first build says so (issue 31)")
  func firstTimeOnly() throws {
    let folder = try TemporaryFolder()
    let copy = RejudgeCopy(root: folder.url)

    #expect(copy.buildingNote.contains("the first time: minutes"), "\(copy.buildingNote)")

    try FileManager.default.createDirectory(
      at: copy.builtKit.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: copy.builtKit)
    #expect(!copy.buildingNote.contains("minutes"), "\(copy.buildingNote)")
    #expect(copy.buildingNote.contains(copy.folder.path))
  }

  @Test("agree: the same done-or-not, the same count green, the same verdicts")
  func agreement() {
    let green = RejudgeVerdict.Check(
      exercise: "01", mode: "guided", green: true,
      summary: .init(passed: 2, total: 2, next: nil, compiled: true), stages: nil)
    let red = RejudgeVerdict.Check(
      exercise: "01", mode: "guided", green: false,
      summary: .init(passed: 1, total: 2, next: "S/a", compiled: true), stages: nil)

    #expect(verdict(green, shared: .done, 2).agrees)
    #expect(!verdict(red, shared: .done, 2).agrees)
    #expect(!verdict(red, shared: .inProgress, 0).agrees)
    #expect(verdict(red, shared: .inProgress, 1).agrees)
    #expect(verdict(red, shared: .inProgress, 1).text().contains("They agree."))
    #expect(verdict(green, shared: .inProgress, 1).text().contains("They disagree"))
  }

  @Test("a learner who shared no code is told what to run, exit 4, and nothing is built")
  func noCode() throws {
    let fixture = try RoomFixture()
    let instructor = try MiniKitCopy(git: true)
    let learner = try fixture.learner(lights: [.green])
    _ = fixture.share(learner, ["--room", fixture.room.path, "--name", "ana"])

    let result = fixture.room(
      instructor, [fixture.room.path, "--learner", "ana", "--rejudge", "01"])

    #expect(result.code == .refused)
    #expect(
      result.errors.contains(
        "ana shared no code of that exercise; ask them to run kit share --with-code"))
    #expect(
      !FileManager.default.fileExists(
        atPath: instructor.root.appending(path: ".build/tddkit/rejudge").path))
  }

  @Test(
    "of the tests, only the files the exercise has a learner write are theirs: the kit's own run")
  func learnersPart() throws {
    var exercise = try ManifestFixtures.manifest.exercises[0]
    let given = "Tests/AnswerTests/AnswerTests.swift"
    #expect(RejudgeCopy.isLearners("Sources/Answer/Answer.swift", of: exercise, mode: .guided))
    #expect(!RejudgeCopy.isLearners(given, of: exercise, mode: .guided))
    #expect(!RejudgeCopy.isLearners("Tests/AnswerTests/Helpers.swift", of: exercise, mode: nil))
    #expect(!RejudgeCopy.isLearners("Package.swift", of: exercise, mode: nil))

    exercise.stages[0].kind = .writeTheTest
    exercise.stages[0].file = "Tests/AnswerTests/Mine.swift"
    exercise.testFirst = TestFirstPlan(file: given)

    #expect(RejudgeCopy.isLearners("Tests/AnswerTests/Mine.swift", of: exercise, mode: .guided))
    #expect(!RejudgeCopy.isLearners(given, of: exercise, mode: .guided))
    #expect(RejudgeCopy.isLearners(given, of: exercise, mode: .testFirst))
  }

  @Test("where no sandbox can be made, it refuses without --trust-code, and nothing runs")
  func refusesWithoutSandbox() throws {
    let fixture = try RoomFixture()
    let instructor = try MiniKitCopy(git: true)
    let learner = try fixture.learner(lights: [.green])
    let shared = fixture.share(
      learner, ["--room", fixture.room.path, "--name", "ana", "--with-code"])
    #expect(shared.code == .success, "\(shared.text)")

    let refused = BufferWriter()
    let code = Kit(
      root: instructor.root, writer: refused, environment: ["TDDKIT_NO_SANDBOX": "1"]
    ).run(["room", fixture.room.path, "--learner", "ana", "--rejudge", "01"])

    #expect(code == .refused, "\(refused.text)")
    #expect(refused.errors.contains("add --trust-code to run it anyway"), "\(refused.errors)")
    #expect(
      !FileManager.default.fileExists(
        atPath: instructor.root.appending(path: ".build/tddkit/rejudge").path))
  }

  // MARK: - Helpers

  private func verdict(_ here: RejudgeVerdict.Check, shared: ExerciseStatus, _ green: Int)
    -> RejudgeVerdict
  {
    RejudgeVerdict(
      learner: "ana", exercise: "01", commit: "c0ffee", kit: "beef", here: here,
      sharedStatus: shared, sharedGreen: green, sharedTotal: 2, sharedVerdicts: [:])
  }
}
