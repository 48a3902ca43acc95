import Foundation
import Testing

@testable import KitCore

/// A fresh learner's thirteenth try, 00 row 94 and 06 rows 61 and 63: a test red only
/// because it expected the wrong thing counted as the red TDD asks for, so fixing test and
/// code at once never showed the right red, and nothing said so.
@Suite("A red a test showed by being wrong is not the red TDD asks for")
struct MistakenRedTests {
  private let source = """
    final class CountTests: XCTestCase {
      func test_count() {
        XCTAssertEqual(sut.count, 4)
      }
      func test_first() {
        XCTAssertEqual(sut.first, "milk")
      }
    }
    """
  private let earlier = Date(timeIntervalSince1970: 1_000)
  private let now = Date(timeIntervalSince1970: 2_000)

  private func bothRed() -> TestRun {
    TestRun(outcomes: [
      "CountTests/test_count": .failed(messages: ["3 is not 4"]),
      "CountTests/test_first": .failed(messages: ["nil is not milk"]),
    ])
  }

  @Test("a red first seen at the check that found the test wrong is forgotten, with its body")
  func forgotten() {
    var state = ExerciseState()
    state.record(bothRed(), at: now, source: source)

    state.forgetReds(of: ["test_count"], seenAt: now, source: source)

    #expect(state.tests["CountTests/test_count"]?.firstRed == nil)
    #expect(state.tests["CountTests/test_first"]?.firstRed == now)
    #expect(state.seenRedByBody(in: source) == ["test_first"])
  }

  @Test("a red seen at an earlier check, when the test was right, stays")
  func earlierRedStays() {
    var state = ExerciseState()
    state.record(bothRed(), at: earlier, source: source)
    state.record(bothRed(), at: now, source: source)

    state.forgetReds(of: ["test_count"], seenAt: now, source: source)

    #expect(state.tests["CountTests/test_count"]?.firstRed == earlier)
    #expect(state.seenRedByBody(in: source) == ["test_count", "test_first"])
  }
}
