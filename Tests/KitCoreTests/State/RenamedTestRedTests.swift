import Foundation
import Testing

@testable import KitCore

@Suite("A test renamed after its red keeps the red it showed")
struct RenamedTestRedTests {
  private let before = """
    final class RowsTests: XCTestCase {
      func test_rows() {
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
      }
    }
    """
  private let renamed = """
    final class RowsTests: XCTestCase {
      @MainActor
      func test_firstSection_countsTheToDoItems()   {
        XCTAssertEqual(table.numberOfRows(inSection: 0),   2)
      }
    }
    """

  @Test("the same body under a new name counts as seen red; another body does not")
  func sameBodyNewName() {
    var state = ExerciseState()
    state.record(
      TestRun(outcomes: ["RowsTests/test_rows": .failed(messages: ["0 is not 2"])]),
      at: Date(), source: before)

    let seen = state.seenRedByBody(in: renamed)

    #expect(seen == ["test_firstSection_countsTheToDoItems"])
    let edited = renamed.replacingOccurrences(of: "2)", with: "3)")
    #expect(state.seenRedByBody(in: edited).isEmpty)
    // A fresh learner's sixteenth try, 03 row 80: spaces between `func` and the new name.
    let spaced = renamed.replacingOccurrences(of: "func test_", with: "func   test_")
    #expect(state.seenRedByBody(in: spaced) == ["test_firstSection_countsTheToDoItems"])
  }

  @Test("a passing test's body, or a body with nothing in it, is no red")
  func onlyRedBodies() {
    var state = ExerciseState()
    state.record(TestRun(outcomes: ["RowsTests/test_rows": .passed]), at: Date(), source: before)
    #expect(state.seenRedByBody(in: renamed).isEmpty)

    let empty = "func test_a() {}\nfunc test_b() {\n}\n"
    state.record(
      TestRun(outcomes: ["T/test_a": .failed(messages: ["x"])]), at: Date(), source: empty)
    #expect(state.seenRedByBody(in: empty).isEmpty)
  }

  @Test("a display name put on the test's own line as it is renamed keeps the red too")
  func displayNameOnTheSameLine() {
    // A fresh learner's eighth try, 09 rows 105 and 106, 12 rows 70, 76 and 77: the
    // attribute before `func` on its line counted as the body, so the red was lost.
    let first = """
      @Suite struct Rows {
        @Test func rowsFollow() {
          #expect(rows == 3)
        }
      }
      """
    let second = """
      @Suite struct Rows {
        @Test("rows follow every item") func rowsFollowEveryOne() {
          #expect(rows == 3)
        }
      }
      """
    var state = ExerciseState()
    state.record(
      TestRun(outcomes: ["Rows/rowsFollow()": .failed(messages: ["1 is not 3"])]), at: Date(),
      source: first)

    #expect(state.seenRedByBody(in: second) == ["rowsFollowEveryOne"])
  }

  /// A fresh learner's ninth try, 01 rows 118 and 139: a skipped test, and a passing test
  /// whose name a failing test of another suite shared, lost "you never saw it fail".
  @Test("a skip is no red, and a red is put on the body of its own suite's function")
  func skipAndSharedName() {
    let source = """
      struct DifferInName {
        @Test func differ() {
          #expect(a != b)
        }
      }
      struct CoordinateDiffer {
        @Test func differ() {
          #expect(c != d)
        }
        @Test func keepsTitle() {
          #expect(title == "Milk")
        }
      }
      """
    var state = ExerciseState()
    state.record(
      TestRun(outcomes: [
        "DifferInName/differ()": .failed(messages: ["a is b"]),
        "CoordinateDiffer/differ()": .passed,
        "CoordinateDiffer/keepsTitle()": .skipped(reason: "later"),
      ]), at: Date(), source: source)

    #expect(state.seenRedByBody(in: source).isEmpty)
    #expect(state.tests["CoordinateDiffer/keepsTitle()"]?.firstRed == nil)
  }
}
