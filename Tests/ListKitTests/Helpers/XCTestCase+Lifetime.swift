import XCTest

extension XCTestCase {
  /// Fails the test if `instance` is still alive once the test has finished.
  func trackForMemoryLeaks(
    _ instance: AnyObject & Sendable, file: StaticString = #filePath, line: UInt = #line
  ) {
    addTeardownBlock { [weak instance] in
      XCTAssertNil(
        instance, "instance should have been deallocated: a potential memory leak",
        file: file, line: line)
    }
  }
}

extension XCTestCase {
  /// Keeps `instance` alive until the test has finished. Tables hold their data sources
  /// weakly, as UIKit's do, so a test that only needs the table must hold them itself.
  func keepAliveUntilTearDown(_ instance: AnyObject & Sendable) {
    addTeardownBlock { withExtendedLifetime(instance) {} }
  }
}
