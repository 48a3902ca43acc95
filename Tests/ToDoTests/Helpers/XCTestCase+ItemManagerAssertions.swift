import ToDo
import XCTest

extension XCTestCase {
  /// Asserts that `expression` throws exactly `.indexOutOfRange(index:list:count:)` and that
  /// the error's description names the index, the list and the count, so a learner reading
  /// the failure knows what went wrong without a debugger.
  func assertIndexOutOfRange<Value>(
    _ expression: @autoclosure () throws(ItemManagerError) -> Value,
    index: Int,
    list: ItemManagerError.List,
    count: Int,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    do {
      let value = try expression()
      XCTFail("Expected index \(index) to be out of range, got \(value)", file: file, line: line)
    } catch {
      XCTAssertEqual(
        error, .indexOutOfRange(index: index, list: list, count: count), file: file, line: line)
      for part in ["index \(index)", "the \(list.rawValue) list", "has \(count) item"] {
        XCTAssertTrue(
          error.description.contains(part),
          "\"\(error.description)\" should contain \"\(part)\"", file: file, line: line)
      }
    }
  }
}
