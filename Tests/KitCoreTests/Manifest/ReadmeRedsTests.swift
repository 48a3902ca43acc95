import Foundation
import Testing

@testable import KitCore

@Suite("The reds a README quotes match the manifest's reasons, which verify checks")
struct ReadmeRedsTests {
  let exercise: Exercise

  init() throws {
    exercise = try #require(ManifestFixtures.exercise)
  }

  @Test("a marked quote holding the starter's reason passes")
  func matches() {
    let readme = """
      **Red.**

      <!-- kit:red AnswerTests/test_answer_isFortyTwo at starter -->
      ```
      error: AnswerTests.test_answer_isFortyTwo : XCTAssertEqual failed: ("0") is not equal to ("42")
      ```
      """

    #expect(ReadmeReds.problems(in: readme, exercise: exercise) == [])
    #expect(ReadmeReds.quotes(in: readme).map(\.line) == [3])
  }

  @Test("a quote that no longer holds the reason, or names what the manifest lacks, is reported")
  func drifted() {
    let readme = """
      <!-- kit:red AnswerTests/test_answer_isFortyTwo at starter -->
      ```
      XCTAssertEqual failed: ("7") is not equal to ("42")
      ```
      <!-- kit:red AnswerTests/test_other at starter -->
      ```
      x
      ```
      <!-- kit:red AnswerTests/test_answer_isFortyTwo at answer -->
      ```
      x
      ```
      <!-- kit:red AnswerTests/test_answer_isFortyTwo -->
      <!-- kit:red AnswerChecks/answerIsPositive() at starter -->
      Expectation failed, but not in a block
      """

    #expect(
      ReadmeReds.problems(in: readme, exercise: exercise) == [
        "README.md line 1: the red quoted for AnswerTests/test_answer_isFortyTwo at starter "
          + "does not contain the run's reason "
          + #"“XCTAssertEqual failed: ("0") is not equal to ("42")”"#,
        "README.md line 5: the manifest does not expect AnswerTests/test_other to fail at starter",
        "README.md line 9: 'answer' is neither starter nor a stage with a snapshot",
        "README.md line 13: write the marker as <!-- kit:red Suite/test at starter|STAGE -->",
        "README.md line 14: the marker must sit on a fenced block",
      ])
  }

  @Test("the validator reports a drifted README red of a real exercise folder")
  func validatorReadsTheReadme() throws {
    let kit = try MiniKitCopy(git: false)
    let readme = kit.root.appending(path: "Exercises/01-answer/README.md")
    try "<!-- kit:red AnswerChecks/answerIsPositive() at starter -->\n```\nnope\n```\n"
      .write(to: readme, atomically: true, encoding: .utf8)

    let problems = ManifestValidator(root: kit.root).problems(in: try kit.manifest())

    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("01-answer: README.md line 1: the red quoted") == true)
  }
}

@Suite("The kit's own exercise READMEs")
struct ExerciseReadmeTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  let manifest: Manifest

  init() throws {
    manifest = try ManifestLoader.load(
      from: Self.root.appending(path: "Exercises/exercises.json"))
  }

  @Test("every marked red quotes the manifest's reason, and enough reds are marked")
  func redsMatch() throws {
    var marked = 0
    for exercise in manifest.exercises {
      let readme = try String(
        contentsOf: Self.root.appending(path: "Exercises/\(exercise.folder)/README.md"),
        encoding: .utf8)
      #expect(ReadmeReds.problems(in: readme, exercise: exercise) == [], "\(exercise.id)")
      marked += ReadmeReds.quotes(in: readme).count
    }
    #expect(marked >= 10, "a check that checks nothing proves nothing")
  }

  @Test("every README leads with kit watch and says why, before the first swift test")
  func leadsWithKit() throws {
    for exercise in manifest.exercises {
      let readme = try String(
        contentsOf: Self.root.appending(path: "Exercises/\(exercise.folder)/README.md"),
        encoding: .utf8)
      let kit = try #require(readme.range(of: "swift run kit watch \(exercise.id)"))
      let plain = try #require(readme.range(of: "swift test"))
      #expect(kit.lowerBound < plain.lowerBound, "\(exercise.id)")
      #expect(readme.contains("It sees only its own runs"), "\(exercise.id)")
    }
  }
}
