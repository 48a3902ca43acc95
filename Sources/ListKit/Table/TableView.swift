import Foundation

/// Rows in sections, asked of a data source, as `UITableView` does.
///
/// The behaviours the walkthroughs depend on are kept from UIKit:
/// - counts are asked once and **cached until ``reloadData()``**;
/// - ``dataSource`` and ``delegate`` are `weak`: keep the provider alive yourself;
/// - cells come from ``dequeueReusableCell(withIdentifier:for:)`` (see `TableView+Cells.swift`);
/// - ``cellForRow(at:)`` answers only for rows inside the visible area.
@MainActor
open class TableView: View {
  open weak var dataSource: (any TableViewDataSource)? {
    didSet { reloadData() }
  }
  open weak var delegate: (any TableViewDelegate)?
  /// The height of every row; with ``View/frame`` it decides which rows are visible.
  open var rowHeight: CGFloat = 44

  var registrations: [String: CellRegistration] = [:]
  var reusePool: [String: [TableViewCell]] = [:]
  var cellsByIndexPath: [IndexPath: TableViewCell] = [:]
  private var cachedRowCounts: [Int]?

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// The number of sections the data source gave when the counts were last loaded;
  /// `0` without a data source.
  public var numberOfSections: Int { rowCounts.count }

  /// The number of rows the data source gave for `section` when the counts were last
  /// loaded; `0` for a section the table does not have.
  public func numberOfRows(inSection section: Int) -> Int {
    rowCounts.indices.contains(section) ? rowCounts[section] : 0
  }

  /// Forgets the cached counts and cells; the next question asks the data source again.
  /// The cells that were on screen go back to the reuse pool.
  open func reloadData() {
    cachedRowCounts = nil
    // Last row first, so `popLast()` hands the first row's cell out first: rows get their
    // cells back in the same order every run (a dictionary's own order is random).
    for (_, cell) in cellsByIndexPath.sorted(by: { $0.key > $1.key }) {
      if let identifier = cell.reuseIdentifier {
        reusePool[identifier, default: []].append(cell)
      }
    }
    cellsByIndexPath = [:]
  }

  /// Returns a cell for `identifier`, from the reuse pool when one is waiting there,
  /// newly made otherwise. An unregistered identifier stops the program, as in UIKit,
  /// with a message naming it and every registered identifier.
  open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) -> TableViewCell {
    if let cell = reusePool[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let registration = registrations[identifier] else {
      preconditionFailure(unregisteredMessage(identifier))
    }
    let cell = registration.makeCell()
    cell.reuseIdentifier = identifier
    return cell
  }

  /// The cell at `indexPath` if that row is visible, asking the data source the first
  /// time; `nil` for a row outside the visible area or outside the table.
  open func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    guard isVisible(indexPath), let dataSource else { return nil }
    if let cell = cellsByIndexPath[indexPath] { return cell }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    cellsByIndexPath[indexPath] = cell
    return cell
  }

  private var rowCounts: [Int] {
    if let cachedRowCounts { return cachedRowCounts }
    var counts: [Int] = []
    if let dataSource {
      let sections = dataSource.numberOfSections(in: self)
      counts = (0..<max(sections, 0)).map {
        max(dataSource.tableView(self, numberOfRowsInSection: $0), 0)
      }
    }
    cachedRowCounts = counts
    return counts
  }
}
