import ListKit

/// A presenter with a canned row count that records the events its view sends it.
///
/// **Kind: stub and spy.** The walkthrough calls it a mock; it is a stub for the one
/// query, `numberOfRows()`, which answers ``stubbedNumberOfRows`` (given in `init`), and
/// a spy for the two commands, `viewCreated()` and `configure(cell:forRow:)`, which it
/// records in ``messages``. The query is answered, not recorded: a view may ask for its
/// row count as often as layout needs, and a test that counted those questions would
/// break on harmless changes. Stands in for ``ListPresenter``.
///
/// Used in the MVP walkthrough's view-controller half (seed 004, exercise 10):
/// viewDidLoad sends the view-created event; the table shows 7 rows, then 3 (the
/// triangulation); every visible row is configured.
///
/// The seed's flags are here as ``isViewCreatedInvoked`` and ``isConfigureCellInvoked``,
/// read from ``messages``. A flag says "at least once"; the list also says how often,
/// with which rows, and in what order, which the later tests of the walkthrough need.
///
/// What a generator would call the members: Mockolo `viewCreatedCallCount`,
/// `numberOfRowsHandler`, `configureCallCount`; swift-spyable `viewCreatedCalled`,
/// `numberOfRowsReturnValue`, `configureCellForRowReceivedArguments`.
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

  /// The seed's flag: `viewCreated()` arrived at least once.
  public var isViewCreatedInvoked: Bool {
    messages.contains(.viewCreated)
  }

  /// The seed's flag: some cell was configured.
  public var isConfigureCellInvoked: Bool {
    !configuredRows.isEmpty
  }

  /// The rows configured, in the order asked.
  public var configuredRows: [Int] {
    messages.compactMap {
      if case .configure(_, let row) = $0 { row } else { nil }
    }
  }
}
