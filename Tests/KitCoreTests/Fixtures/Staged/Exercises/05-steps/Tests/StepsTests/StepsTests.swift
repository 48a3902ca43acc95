import Steps
import XCTest

// Three stages, each one test, that a learner turns green one per check: 1, then 10,
// then 42 (the room's end-to-end tests do).
final class StepsTests: XCTestCase {
  func test_steps_isPositive() {
    XCTAssertGreaterThan(steps(), 0)
  }

  func test_steps_hasTwoDigits() {
    XCTAssertGreaterThanOrEqual(steps(), 10)
  }

  func test_steps_isFortyTwo() {
    XCTAssertEqual(steps(), 42)
  }
}
