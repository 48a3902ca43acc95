import ListKit

/// The talk's presenter double, one Bool per event, to be grown into a message-list spy
/// (stage 7, `presenter-spy`, the kit's addition).
///
/// The flags are the talk's; ``messages`` is what the kit adds. A flag only says "at least
/// once"; the list says how often, in which order, with which row and which cell.
@MainActor
final class PresenterSpy: ListPresenter {
  /// The commands a view sends its presenter. A cell is not `Equatable`, so the message
  /// keeps its identity.
  enum Message: Equatable {
    case viewCreated
    case configure(cell: ObjectIdentifier, row: Int)
  }

  /// What `numberOfRows()` answers: the stub half of this double.
  let stubbedNumberOfRows: Int
  private(set) var viewCreatedWasCalled = false
  private(set) var configureWasCalled = false
  private(set) var messages: [Message] = []

  init(numberOfRows: Int = 0) {
    stubbedNumberOfRows = numberOfRows
  }

  func viewCreated() {
    viewCreatedWasCalled = true
    messages.append(.viewCreated)
  }

  func numberOfRows() -> Int {
    stubbedNumberOfRows
  }

  func configure(cell: any ListCellView, forRow row: Int) {
    configureWasCalled = true
    messages.append(.configure(cell: ObjectIdentifier(cell), row: row))
  }
}
