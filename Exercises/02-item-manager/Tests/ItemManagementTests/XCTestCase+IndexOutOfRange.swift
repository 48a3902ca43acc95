import XCTest
@testable import ItemManagement

extension XCTestCase {
  /// Fails the test unless `expression` throws `.indexOutOfRange` with these values.
  ///
  /// Failures point at the caller's line, not at this helper.
  func assertThrowsIndexOutOfRange<T>(
    _ expression: @autoclosure () throws -> T,
    index: Int,
    count: Int,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertThrowsError(try expression(), file: file, line: line) { error in
      XCTAssertEqual(
        error as? ItemManagerError, .indexOutOfRange(index: index, count: count),
        file: file, line: line)
    }
  }
}
