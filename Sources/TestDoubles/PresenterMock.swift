import ListKit

/// A stub and spy for the MVP presenter, named "…Mock" after the talk's presenter double.
///
/// A stub for the one query, `numberOfRows()`, which answers ``stubbedNumberOfRows``
/// (given in `init`), and a spy for the two commands, `viewCreated()` and
/// `configure(cell:forRow:)`, which it records in ``messages``. It checks nothing
/// itself. The query is answered, not recorded: a view may ask for its row count as often
/// as layout needs, and a test that counted those questions would break on harmless
/// changes. Stands in for ``ListPresenter``.
///
/// Used in: exercise 10.
@MainActor
public final class PresenterMock: ListPresenter {
  /// The commands a view sends its presenter. A cell is not `Equatable`, so the
  /// message keeps its identity; compare with `ObjectIdentifier(cell)`.
  public enum Message: Equatable, Sendable {
    case viewCreated
    case configure(cell: ObjectIdentifier, row: Int)
  }

  public let stubbedNumberOfRows: Int
  public private(set) var messages: [Message] = []

  public init(numberOfRows: Int = 0) {
    self.stubbedNumberOfRows = numberOfRows
  }

  public func viewCreated() {
    messages.append(.viewCreated)
  }

  public func numberOfRows() -> Int {
    stubbedNumberOfRows
  }

  public func configure(cell: any ListCellView, forRow row: Int) {
    messages.append(.configure(cell: ObjectIdentifier(cell), row: row))
  }

  /// The rows configured, in the order asked.
  public var configuredRows: [Int] {
    messages.compactMap {
      if case .configure(_, let row) = $0 { row } else { nil }
    }
  }
}
