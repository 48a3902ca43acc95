import ListKit

/// A table view that records which cells were asked for and dequeued.
///
/// **Kind: spy**, written as a *test-specific subclass* (Meszaros): it inherits all of
/// ``TableView``'s real behaviour (counts, reuse pool, visible rows) and overrides only
/// ``dequeueReusableCell(withIdentifier:for:)`` and ``cellForRow(at:)`` to note each
/// call in ``messages`` before passing it on. Stands in for the table view a data
/// provider is given; it returns whatever the real table would.
///
/// Used in the first walkthrough's data-provider chapter (seeds 000 and 002,
/// exercise 04): "the cell is dequeued"; then the refactoring into a factory,
/// ``make(dataSource:registering:forCellReuseIdentifier:frame:)``, which also gives the
/// table a frame, so that a row in the second section is visible and
/// `cellForRow(at:)` no longer answers `nil`.
///
/// ``cellGotDequeued`` is the seed's flag, read from ``messages``. The list also says
/// which identifier and which index path were used, which the flag cannot.
///
/// Generators mock protocols, not an open class; Cuckoo can subclass a class and would
/// offer `verify(mock).dequeueReusableCell(withIdentifier: any(), for: any())`.
/// swift-spyable's names would be `dequeueReusableCellCallsCount` and
/// `dequeueReusableCellReceivedArguments`.
@MainActor
public final class MockTableView: TableView {
  /// What a data source or a test asked of the table.
  public enum Message: Equatable, Sendable {
    case cellForRow(IndexPath)
    case dequeue(identifier: String, indexPath: IndexPath)
  }

  /// A phone-sized frame: tall enough for ten rows, so both sections of a short list
  /// are visible.
  public static let defaultFrame = CGRect(x: 0, y: 0, width: 320, height: 480)

  public private(set) var messages: [Message] = []

  /// Makes a table with a frame, `dataSource`, and `cellClass` registered for
  /// `identifier`: the setup the seed's data-provider tests repeat.
  ///
  /// The table holds its data source weakly; keep `dataSource` alive in the test.
  public static func make(
    dataSource: any TableViewDataSource,
    registering cellClass: TableViewCell.Type = MockItemCell.self,
    forCellReuseIdentifier identifier: String = "ItemCell",
    frame: CGRect = defaultFrame
  ) -> MockTableView {
    let tableView = MockTableView(frame: frame)
    tableView.register(cellClass, forCellReuseIdentifier: identifier)
    tableView.dataSource = dataSource
    return tableView
  }

  public override func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) -> TableViewCell {
    messages.append(.dequeue(identifier: identifier, indexPath: indexPath))
    return super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
  }

  public override func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    messages.append(.cellForRow(indexPath))
    return super.cellForRow(at: indexPath)
  }

  /// The seed's flag: some cell was dequeued.
  public var cellGotDequeued: Bool {
    dequeueCallCount > 0
  }

  public var dequeueCallCount: Int {
    messages.filter {
      if case .dequeue = $0 { true } else { false }
    }.count
  }

  /// The identifiers cells were dequeued with, in order.
  public var dequeuedIdentifiers: [String] {
    messages.compactMap {
      if case .dequeue(let identifier, _) = $0 { identifier } else { nil }
    }
  }
}
