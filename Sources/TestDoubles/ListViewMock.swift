import ListKit

/// A mock in the strict sense, named for its kind: told beforehand what the list view
/// should receive, it checks that itself.
///
/// The test gives it expectations with ``expect(_:)`` before acting; afterwards
/// ``verify(fileID:filePath:line:column:)`` compares what arrived with what was expected
/// and fails the test, at the line of the `verify` call, if they differ. It speaks the
/// same messages as ``MockListView``, the spy, so the two read side by side: with the spy
/// the test asserts on `messages`; with the mock the double asserts. Stands in for
/// ``ListView``.
///
/// Expectations list every message, in order; an extra or missing message fails. That is
/// exact, and for that reason easy to overspecify: expect only what the test is about, or
/// use the spy.
///
/// Used in: no exercise. docs/test-doubles.md, "Spy or mock", shows it beside the spy.
@MainActor
public final class ListViewMock: ListView {
  public typealias Message = MockListView.Message

  private var expected: [Message] = []
  private var received: [Message] = []

  public init() {}

  /// Adds `messages` to the ones the view should receive, in this order.
  public func expect(_ messages: [Message]) {
    expected += messages
  }

  public func reloadList() {
    received.append(.reloadList)
  }

  public func display(title: String) {
    received.append(.display(title: title))
  }

  /// Fails the running test if the messages received are not exactly those expected.
  public func verify(
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    guard received != expected else { return }
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column).recordFailure(
      "ListViewMock expected \(describe(expected)) but received \(describe(received))")
  }

  private func describe(_ messages: [Message]) -> String {
    messages.isEmpty ? "no messages" : "\(messages)"
  }
}
