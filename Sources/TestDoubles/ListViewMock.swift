import ListKit

/// A list view that is told in advance what it should receive, and checks it.
///
/// **Kind: mock**, in the strict sense: the test gives it expectations with
/// ``expect(_:)`` before acting, and afterwards ``verify(fileID:filePath:line:column:)``
/// compares what arrived with what was expected and fails the test, at the line of the
/// `verify` call, if they differ. It keeps what it received to itself; the test never
/// reads it. Stands in for ``ListView``.
///
/// It speaks the same messages as ``MockListView``, the spy, so the two read side by
/// side: with the spy the test asserts on `messages`; with the mock the double asserts.
/// Used as the alternative in the presenter half of the MVP walkthrough (exercise 11)
/// and in the doubles catalog's "spy vs mock" section.
///
/// Cuckoo writes this style: `stub(mock) { … }` before, `verify(mock).reloadList()`
/// after. Mockolo and swift-spyable generate spies, not mocks.
///
/// Expectations list every message, in order; an extra or missing message fails.
/// That is exact, and for that reason easy to overspecify: expect only what the test
/// is about, or use the spy.
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
