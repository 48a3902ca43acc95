import ListKit

/// A spy on ``ListCellView``: it should record what the presenter asks the cell to show.
///
/// As shipped it is only a stub that compiles: ``messages`` is declared but nothing is
/// ever added to it, so every test that reads it sees an empty list and fails.
@MainActor
final class MockCell: ListCellView {
  enum Message: Equatable {
    case display(title: String)
    case display(detail: String?)
  }

  private(set) var messages: [Message] = []

  func display(title: String) {
    // TODO: record the messages: append `.display(title:)` with the title received.
  }

  func display(detail: String?) {
    // TODO: record the messages: append `.display(detail:)` with the detail received.
  }
}
