import ListKit

/// A spy on a table view, named "Mock…" because the walkthrough names it so.
///
/// Written as a *test-specific subclass* (Meszaros): it inherits all of ``TableView``'s
/// real behaviour (counts, reuse pool, visible rows) and overrides only
/// ``dequeueReusableCell(withIdentifier:for:)`` and ``cellForRow(at:)`` to note each call
/// in ``messages`` before passing it on. It checks nothing itself.
/// ``make(dataSource:registering:forCellReuseIdentifier:frame:)`` also gives the table a
/// frame, so that a row in the second section is visible and `cellForRow(at:)` does not
/// answer `nil`.
///
/// Used in: exercise 04.
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
  /// `identifier`: the set-up every data-provider test would repeat.
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
