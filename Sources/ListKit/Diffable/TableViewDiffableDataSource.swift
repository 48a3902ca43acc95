/// A data source that shows whatever snapshot it was given last
/// (`UITableViewDiffableDataSource`).
///
/// It makes itself its table's data source. The table holds it weakly, so the owner
/// must keep it alive. Applying a snapshot reloads the table (UIKit animates the
/// difference; a test sees the same counts). Subclass it to give section header titles.
///
/// ```swift
/// dataSource = TableViewDiffableDataSource<Section, ToDoItem>(tableView: tableView) {
///   tableView, indexPath, item in
///   tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
/// }
/// ```
@MainActor
open class TableViewDiffableDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable>:
  TableViewDataSource
{
  public typealias CellProvider = @MainActor (TableView, IndexPath, Item) -> TableViewCell?

  private let cellProvider: CellProvider
  private var currentSnapshot = DiffableSnapshot<Section, Item>()
  private weak var tableView: TableView?

  public init(
    tableView: TableView,
    cellProvider: @escaping @MainActor (TableView, IndexPath, Item) -> TableViewCell?
  ) {
    self.cellProvider = cellProvider
    self.tableView = tableView
    tableView.dataSource = self
  }

  public func snapshot() -> DiffableSnapshot<Section, Item> { currentSnapshot }

  /// Shows `snapshot` from now on and reloads the table.
  public func apply(_ snapshot: DiffableSnapshot<Section, Item>, animatingDifferences: Bool = true)
  {
    currentSnapshot = snapshot
    tableView?.reloadData()
  }

  public func itemIdentifier(for indexPath: IndexPath) -> Item? {
    guard currentSnapshot.sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
    let section = currentSnapshot.sectionIdentifiers[indexPath.section]
    let items = currentSnapshot.itemIdentifiers(inSection: section)
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  public func indexPath(for item: Item) -> IndexPath? {
    for (sectionIndex, section) in currentSnapshot.sectionIdentifiers.enumerated() {
      if let row = currentSnapshot.itemIdentifiers(inSection: section).firstIndex(of: item) {
        return IndexPath(row: row, section: sectionIndex)
      }
    }
    return nil
  }

  public func numberOfSections(in tableView: TableView) -> Int {
    currentSnapshot.numberOfSections
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    guard currentSnapshot.sectionIdentifiers.indices.contains(section) else { return 0 }
    return currentSnapshot.numberOfItems(inSection: currentSnapshot.sectionIdentifiers[section])
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    guard let item = itemIdentifier(for: indexPath) else {
      preconditionFailure("no item at \(indexPath) in the current snapshot")
    }
    guard let cell = cellProvider(tableView, indexPath, item) else {
      preconditionFailure("the cell provider returned nil for \(item) at \(indexPath)")
    }
    return cell
  }

  /// No header titles; override to give them.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  open func tableView(
    _ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath
  ) {}
}
