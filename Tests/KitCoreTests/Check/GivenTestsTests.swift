import Foundation
import Testing

@testable import KitCore

/// A given test edited into passing is caught, by name, and can be put back alone.
@Suite("The given tests against the kit's version")
struct GivenTestsTests {
  let kits = """
    import XCTest

    final class AnswerTests: XCTestCase {
      func test_answer_isFortyTwo() {
        XCTAssertEqual(answer(), 42, "the answer")
      }
    }

    @Suite struct AnswerChecks {
      @Test func answerIsPositive() {
        #expect(answer() > 0)
      }
    }
    """

  @Test("an emptied test is changed; one reformatted or with a note of the learner's is not")
  func changed() throws {
    let (folder, exercise) = try makePackages(
      learner: kits.replacingOccurrences(of: "#expect(answer() > 0)", with: "")
        .replacingOccurrences(
          of: "XCTAssertEqual(answer(), 42, \"the answer\")",
          with: "// why: 42\n    XCTAssertEqual( answer(),42,\n  \"the answer\" )"))

    let changed = GivenTests(exercise: exercise).changed(
      learner: folder.url.appending(path: "learner"), starter: folder.url.appending(path: "kit"))

    #expect(changed == ["AnswerChecks/answerIsPositive()"])
  }

  @Test("a test of a write-the-test stage is the learner's: never reported changed")
  func learnersTestsExcluded() throws {
    var (folder, exercise) = try makePackages(
      learner: kits.replacingOccurrences(of: "#expect(answer() > 0)", with: ""))
    exercise.stages[0].kind = .writeTheTest

    let changed = GivenTests(exercise: exercise).changed(
      learner: folder.url.appending(path: "learner"), starter: folder.url.appending(path: "kit"))

    #expect(changed.isEmpty)
  }

  @Test("test-first, only the tests of stages given in test-first mode are the kit's")
  func testFirstComparesOnlyGivenStages() throws {
    var (folder, exercise) = try makePackages(
      learner: kits.replacingOccurrences(of: "#expect(answer() > 0)", with: ""))
    let learner = folder.url.appending(path: "learner")
    let starter = folder.url.appending(path: "kit")

    // Written test-first: a test of the learner's by the kit's name is theirs.
    #expect(
      GivenTests(exercise: exercise, testFirst: true).changed(learner: learner, starter: starter)
        .isEmpty)
    for index in exercise.stages.indices { exercise.stages[index].givenInTestFirst = true }
    #expect(
      GivenTests(exercise: exercise, testFirst: true).changed(learner: learner, starter: starter)
        == ["AnswerChecks/answerIsPositive()"])
  }

  /// A fresh learner's sixteenth try, 11 rows 40 to 42: the given test of MockCell, a
  /// write-the-double stage given in test-first mode, gutted to `count >= 0`, and the stage
  /// was "done (its tests are the kit's, given)" with a MockCell that records nothing.
  @Test("test-first, a write-the-double stage given in that mode has the kit's tests")
  func testFirstGivenDoubleStage() throws {
    var (folder, exercise) = try makePackages(
      learner: kits.replacingOccurrences(of: "#expect(answer() > 0)", with: ""))
    let learner = folder.url.appending(path: "learner")
    let starter = folder.url.appending(path: "kit")
    for index in exercise.stages.indices {
      exercise.stages[index].kind = .writeTheDouble
      exercise.stages[index].givenInTestFirst = true
    }
    let testFirst = GivenTests(exercise: exercise, testFirst: true)

    #expect(
      testFirst.changed(learner: learner, starter: starter) == ["AnswerChecks/answerIsPositive()"])
    // Guided, those stages' tests are the learner's to write.
    #expect(GivenTests(exercise: exercise).changed(learner: learner, starter: starter).isEmpty)
    // A write-the-test stage's test is the learner's in either mode (05's, by the kit's name).
    for index in exercise.stages.indices { exercise.stages[index].kind = .writeTheTest }
    #expect(
      GivenTests(exercise: exercise, testFirst: true).changed(learner: learner, starter: starter)
        .isEmpty)
  }

  @Test("every exercise's test-first skeleton keeps its given tests as the kit wrote them")
  func skeletonsKeepTheGivenTests() throws {
    let manifest = try ManifestLoader.load(
      from: JudgeSlotsTests.root.appending(path: "Exercises/exercises.json"))
    let states = ExerciseStates(root: JudgeSlotsTests.root)
    var checked = 0
    for exercise in manifest.exercises where exercise.testFirst != nil {
      let folder = try TemporaryFolder()
      for (name, variant) in [("kit", Variant.starter), ("learner", .skeleton)] {
        for (path, data) in try states.files(exercise, variant) {
          _ = try folder.write(String(decoding: data, as: UTF8.self), to: "\(name)/\(path)")
        }
      }
      let given = GivenTests(exercise: exercise, testFirst: true)
      checked += given.ids.count
      #expect(
        given.changed(
          learner: folder.url.appending(path: "learner"), starter: folder.url.appending(path: "kit")
        ).isEmpty, "\(exercise.id)")
    }
    #expect(checked > 0)
  }

  @Test("kit reset NN --tests puts the given test back and leaves the learner's code alone")
  func resetGivenTests() throws {
    let kit = try MiniKitCopy(git: true)
    try kit.put("green")
    let code = try kit.files(under: "Exercises/01-answer/Sources")
    let tests = "Exercises/01-answer/Tests/AnswerTests/AnswerTests.swift"
    let shipped = try String(contentsOf: kit.root.appending(path: tests), encoding: .utf8)
    let mine = "\nfunc myHelper() -> Int { 1 }\n"
    try (shipped.replacingOccurrences(of: "#expect(answer() > 0)", with: "") + mine)
      .write(to: kit.root.appending(path: tests), atomically: true, encoding: .utf8)

    let reset = kit.run(["reset", "01", "--tests"])
    let again = kit.run(["reset", "01", "--tests"])

    #expect(reset.code == .success, "\(reset.text)")
    #expect(
      reset.text.contains("Put back the kit's version of:\n  AnswerChecks/answerIsPositive()\n"))
    #expect(
      try String(contentsOf: kit.root.appending(path: tests), encoding: .utf8) == shipped + mine)
    #expect(try kit.files(under: "Exercises/01-answer/Sources") == code)
    #expect(again.text == "The given tests of 01 are the kit's version. Nothing was changed.\n")
  }

  @Test("kit check marks a changed given test, not green, and names the command")
  func report() throws {
    let exercise = try #require(ManifestFixtures.exercise)
    let run = TestRun(outcomes: [
      "AnswerTests/test_answer_isFortyTwo": .passed, "AnswerChecks/answerIsPositive()": .passed,
    ])
    var report = CheckReport(exercise: exercise, run: run, declared: [:], history: ExerciseState())

    report.markChanged(["AnswerChecks/answerIsPositive()"])
    let text = report.text(root: "/kit", timeout: 120)

    #expect(!report.isGreen)
    #expect(report.next?.name == "AnswerChecks/answerIsPositive()")
    #expect(
      text.contains(
        """
          ≠ changed       AnswerChecks/answerIsPositive()
                          changed from the kit's version; kit reset 01 --tests puts the given tests back and leaves your code alone
        """))
    #expect(
      text.contains(
        "Next: put back the kit's version of AnswerChecks/answerIsPositive(): kit reset 01 --tests\n"
      ))
  }

  // MARK: - Helpers

  /// `kit/Tests/AnswerTests/AnswerTests.swift` as the kit ships it and `learner/…` as given.
  private func makePackages(learner: String) throws -> (TemporaryFolder, Exercise) {
    let folder = try TemporaryFolder()
    _ = try folder.write(kits, to: "kit/Tests/AnswerTests/AnswerTests.swift")
    _ = try folder.write(learner, to: "learner/Tests/AnswerTests/AnswerTests.swift")
    return (folder, try #require(ManifestFixtures.exercise))
  }
}
