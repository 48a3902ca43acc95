import ListKit

/// A spy on the MVP list view, named "Mock…" because the walkthrough names it so.
///
/// It never fails a test by itself: it writes down every message the presenter sends, in
/// order, and the test asserts on ``messages`` afterwards. Stands in for ``ListView``
/// (the view controller, seen from its presenter). ``ListViewMock`` is the same double
/// written as a true mock, for comparison.
///
/// Used in: exercise 11.
@MainActor
public final class MockListView: ListView {
  /// What a presenter can tell its view.
  public enum Message: Equatable, Sendable {
    case reloadList
    case display(title: String)
  }

  public private(set) var messages: [Message] = []

  public init() {}

  public func reloadList() {
    messages.append(.reloadList)
  }

  public func display(title: String) {
    messages.append(.display(title: title))
  }

  /// How many times the list was reloaded.
  public var reloadListCallCount: Int {
    messages.filter { $0 == .reloadList }.count
  }

  /// Every title shown, oldest first.
  public var displayedTitles: [String] {
    messages.compactMap {
      if case .display(title: let title) = $0 { title } else { nil }
    }
  }
}
