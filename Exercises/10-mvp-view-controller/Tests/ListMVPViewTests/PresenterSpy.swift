import ListKit

/// The talk's presenter double, one Bool per event, to be grown into a message-list spy
/// (stage 7, `presenter-spy`, the kit's addition).
///
/// As shipped the flags work and ``messages`` stays empty: nothing is ever added to it, so
/// every test that reads it fails. A flag only says "at least once"; the list says how
/// often, in which order, with which row and which cell.
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
    // TODO: record the message as well: append `.viewCreated`.
  }

  func numberOfRows() -> Int {
    stubbedNumberOfRows
  }

  func configure(cell: any ListCellView, forRow row: Int) {
    configureWasCalled = true
    // TODO: record the message as well: append `.configure` with the cell's identity
    // (`ObjectIdentifier(cell)`) and the row received.
  }
}
