import ListKit

/// A recording stand-in for the MVP list's view.
///
/// **Kind: spy**, despite the "Mock" in its name: it never fails a test by itself; it
/// writes down every message the presenter sends, in order, and the test asserts on
/// ``messages`` afterwards. Stands in for ``ListView`` (the view controller, seen from
/// its presenter). It returns nothing, because `ListView` has no queries.
///
/// Used for the presenter half of the MVP walkthrough (exercise 11; seed 004 says the
/// presenter has tests but shows only the view controller's): "when the view is
/// created, the presenter shows a title and reloads the list".
/// ``ListViewMock`` is the same double written as a true mock, for comparison.
///
/// What a generator would call the members: Mockolo `reloadListCallCount` and
/// `displayCallCount` / `displayHandler`; swift-spyable `reloadListCallsCount`,
/// `displayTitleCalled`, `displayTitleReceivedTitle`,
/// `displayTitleReceivedInvocations`. One ordered `messages` list holds all of that
/// and also the order of the calls, which separate counters lose.
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
