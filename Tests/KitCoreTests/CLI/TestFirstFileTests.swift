import Foundation
import Testing

@testable import KitCore

@Suite("A test-first file checked before judging: gone, or a stage line given twice")
struct TestFirstFileTests {
  @Test("a file that is gone is named, with the ways to get it back")
  func missing() throws {
    let folder = try TemporaryFolder()
    let file = try makeFile(in: folder)

    #expect(
      file.missing
        == "Your test file Tests/TallyTests/TallyTests.swift is missing from Exercises/04-tally: "
        + "kit judges the tests you write there, stage by stage. kit restore 04 brings back your "
        + "last backup (kit restore 04 --list shows them); kit start 04 --test-first gives the "
        + "skeleton again.\n")
    #expect(file.doubledStageLines.isEmpty)
  }

  /// Issue 32: a helper file of the learner's that takes a test framework's name makes
  /// the kit's tests (run on the learner's code) and the learner's own mean nothing.
  @Test("a framework's name declared in any learner file refuses judging, naming it")
  func shadowRefuses() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("// stage: adding\n", to: "Tests/TallyTests/TallyTests.swift")
    _ = try folder.write(
      "import XCTest\n\nfunc XCTAssertEqual<T>(_ a: T, _ b: T) {}\n",
      to: "Tests/TallyTests/Helpers.swift")
    let file = try makeFile(in: folder)

    let refusal = try #require(file.refusal)
    #expect(refusal.contains("Tests/TallyTests/Helpers.swift:3: XCTAssertEqual"), "\(refusal)")
    #expect(file.missing == nil)
  }

  @Test("each stage line given more than once is said, with its line numbers")
  func doubled() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write(
      """
      // stage: adding
      // stage: clearing
      // stage: adding
      // stage: adding
      """, to: "Tests/TallyTests/TallyTests.swift")
    let file = try makeFile(in: folder)

    #expect(file.missing == nil)
    #expect(
      file.doubledStageLines == [
        "Your test file has the line `// stage: adding` 3 times (lines 1, 3 and 4): the tests "
          + "under each of them count for that stage (a suite after the class takes a line of "
          + "its own). If one was copied by mistake, change or remove it.\n"
      ])
  }

  @Test("a stage's second line above a suite after the class, as the docs teach, is not a copy")
  func suiteAfterTheClass() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write(
      """
      final class TallyTests: XCTestCase {
        // stage: adding
        func test_addsOne() {}
      }

      // stage: adding
      @Suite struct AddingTests {
        @Test func addsTwo() {}
      }
      """, to: "Tests/TallyTests/TallyTests.swift")

    #expect(try makeFile(in: folder).doubledStageLines.isEmpty)
  }

  // MARK: - Helpers

  private func makeFile(in folder: TemporaryFolder) throws -> TestFirstFile {
    let exercise = try ManifestLoader.exercise(
      id: "04", folder: "04-tally",
      root: ManifestFixtures.miniKit.deletingLastPathComponent().appending(path: "TestFirst"),
      listedAt: "the fixture")
    return TestFirstFile(
      exercise: exercise, plan: try #require(exercise.testFirst), folder: folder.url)
  }
}
