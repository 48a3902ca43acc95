import ListKit

/// A spy on ``ListView``: it records every message the presenter sends, in order.
///
/// Called "Mock" as iOS code bases usually do, but it is a **spy**: it never checks
/// anything itself; the test reads ``messages`` afterwards and decides. A message enum
/// (rather than flags such as `isReloadCalled`) keeps the order, the count and the
/// arguments, so one `#expect` can say exactly as much as the test means.
@MainActor
final class MockListView: ListView {
  enum Message: Equatable {
    case display(title: String)
    case reloadList
  }

  private(set) var messages: [Message] = []

  func reloadList() {
    messages.append(.reloadList)
  }

  func display(title: String) {
    messages.append(.display(title: title))
  }
}
