import TestDoubles
import XCTest

/// The mock's passing path under XCTest; its failing path is tested with Swift
/// Testing's `withKnownIssue` (XCTest's `XCTExpectFailure` is not on Linux).
@MainActor
final class ListViewMockXCTests: XCTestCase {
  func test_verify_withTheExpectedMessagesInOrder_passes() async {
    let sut = ListViewMock()
    sut.expect([.display(title: "Geniuses"), .reloadList])

    sut.display(title: "Geniuses")
    sut.reloadList()

    sut.verify()
  }

  func test_verify_withNoExpectationsAndNoMessages_passes() async {
    let sut = ListViewMock()

    sut.verify()
  }
}
