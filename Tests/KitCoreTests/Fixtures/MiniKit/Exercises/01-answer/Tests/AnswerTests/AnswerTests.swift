import Answer
import Mini
import Testing
import XCTest

final class AnswerTests: XCTestCase {
  func test_answer_isFortyTwo() {
    XCTAssertEqual(answer(), expectedAnswer)
  }
}

@Suite struct AnswerChecks {
  @Test func answerIsPositive() {
    #expect(answer() > 0)
  }
}
