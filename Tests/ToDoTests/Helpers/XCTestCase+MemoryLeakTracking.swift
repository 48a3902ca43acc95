import XCTest

extension XCTestCase {
  /// Fails the test if `instance` is still alive once the test has finished, which means
  /// something (often a closure) keeps a strong reference to it.
  func trackForMemoryLeaks(
    _ instance: AnyObject, file: StaticString = #filePath, line: UInt = #line
  ) {
    addTeardownBlock { [weak instance] in
      XCTAssertNil(
        instance, "Instance should have been deallocated: a memory leak?", file: file, line: line)
    }
  }
}
