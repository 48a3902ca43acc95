import ListKit

/// A spy on ``ListCellView``: it records what the presenter asks the cell to show,
/// in order.
///
/// "Mock" by iOS habit; a **spy** by kind: it never fails a test by itself. Recording
/// the detail as `String?` keeps "no detail" (`nil`) apart from "an empty detail" (`""`).
@MainActor
final class MockCell: ListCellView {
  enum Message: Equatable {
    case display(title: String)
    case display(detail: String?)
  }

  private(set) var messages: [Message] = []

  // Each call becomes one message, so a test sees order, count and arguments.
  func display(title: String) {
    messages.append(.display(title: title))
  }

  func display(detail: String?) {
    messages.append(.display(detail: detail))
  }
}
