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
}
