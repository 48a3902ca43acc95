import Testing
import XCTest

/// A place in a test file, where a double reports a failure it found itself.
///
/// Dummies and mocks are the only doubles that fail a test on their own; they all
/// report through ``recordFailure(_:)``, so there is one place that knows how.
/// It records the failure with whichever framework is running the current test and
/// never traps: a trap would end the whole run, and the learner would lose every other
/// result. Swift Testing's `Test.current` is set only while one of its tests runs;
/// otherwise the caller is an XCTest test and `XCTFail` is the way to fail it.
///
/// The four parts are the ones both frameworks need: Swift Testing wants a file ID and
/// a column, XCTest wants the path as a `StaticString`. Public methods that take a
/// location default them to `#fileID`, `#filePath`, `#line` and `#column`.
struct CallSite: Sendable {
  let fileID: String
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// Records `message` as a failure of the test that is running, at this site.
  func recordFailure(_ message: String) {
    if Test.current != nil {
      let location = SourceLocation(
        fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }

  /// Records the failure every dummy reports: "unexpected use of `member`".
  func recordUnexpectedUse(of member: String) {
    recordFailure("unexpected use of \(member)")
  }
}
