import ListKit
import Testing

@MainActor
@Suite("TableViewDiffableDataSource")
struct TableViewDiffableDataSourceTests {
  typealias DataSource = TableViewDiffableDataSource<ListSection, String>

  private let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
  private let cellProvider = CellProviderSpy()
  private let sut: DataSource

  init() {
    sut = DataSource(tableView: table, cellProvider: cellProvider.provideCell)
  }

  @Test("becomes its table's data source")
  func becomesDataSource() {
    #expect(table.dataSource === sut)
  }

  @Test("shows no sections before a snapshot is applied")
  func emptyBeforeApply() {
    #expect(table.numberOfSections == 0)
    #expect(sut.snapshot().numberOfSections == 0)
  }

  @Test("applying a snapshot reloads the table's counts")
  func applyReloads() {
    #expect(table.numberOfSections == 0)

    sut.apply(makeSnapshot())

    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.numberOfRows(inSection: 1) == 1)
  }

  @Test("applying a smaller snapshot shrinks the table's counts")
  func applyAgain() {
    sut.apply(makeSnapshot())
    #expect(table.numberOfRows(inSection: 0) == 2)
    var smaller = makeSnapshot()
    smaller.deleteItems(["Call mum"])

    sut.apply(smaller, animatingDifferences: false)

    #expect(table.numberOfRows(inSection: 0) == 1)
  }

  @Test("gives back the snapshot applied last")
  func snapshotApplied() {
    sut.apply(makeSnapshot())

    #expect(sut.snapshot().itemIdentifiers == ["Buy milk", "Call mum", "Pay rent"])
  }

  @Test("finds the item at an index path, and none outside the snapshot")
  func itemIdentifierForIndexPath() {
    sut.apply(makeSnapshot())

    #expect(sut.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Call mum")
    #expect(sut.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "Pay rent")
    #expect(sut.itemIdentifier(for: IndexPath(row: 1, section: 1)) == nil)
    #expect(sut.itemIdentifier(for: IndexPath(row: 0, section: 2)) == nil)
  }

  @Test("finds the index path of an item, and none for an unknown item")
  func indexPathForItem() {
    sut.apply(makeSnapshot())

    #expect(sut.indexPath(for: "Pay rent") == IndexPath(row: 0, section: 1))
    #expect(sut.indexPath(for: "Call mum") == IndexPath(row: 1, section: 0))
    #expect(sut.indexPath(for: "Walk the dog") == nil)
  }

  @Test("asks its cell provider for the item at the row the table shows")
  func cellProviderGetsItem() throws {
    sut.apply(makeSnapshot())
    let doneRow = IndexPath(row: 0, section: 1)

    let cell = try #require(table.cellForRow(at: doneRow))

    let call = CellProviderSpy.Call(
      table: ObjectIdentifier(table), indexPath: doneRow, item: "Pay rent")
    #expect(cellProvider.calls == [call])
    #expect(cell.textLabel.text == "Pay rent")
  }

  @Test("gives no section header titles by default")
  func noHeaderTitles() {
    sut.apply(makeSnapshot())

    #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 0) == nil)
  }

  @Test("a subclass gives section header titles")
  func subclassHeaderTitles() {
    let titled = TitledDataSource(tableView: table, cellProvider: cellProvider.provideCell)
    titled.apply(makeSnapshot())

    let titles = (0..<table.numberOfSections).map {
      table.dataSource?.tableView(table, titleForHeaderInSection: $0)
    }

    #expect(titles == ["To do", "Done"])
  }

  @Test("is not kept alive by its table")
  func heldWeakly() {
    let otherTable = TableView()

    _ = DataSource(tableView: otherTable, cellProvider: cellProvider.provideCell)

    #expect(otherTable.dataSource == nil)
  }

  // MARK: - Helpers

  private func makeSnapshot() -> DiffableSnapshot<ListSection, String> {
    var snapshot = DiffableSnapshot<ListSection, String>()
    snapshot.appendSections([.todo, .done])
    snapshot.appendItems(["Buy milk", "Call mum"], toSection: .todo)
    snapshot.appendItems(["Pay rent"], toSection: .done)
    return snapshot
  }

  /// Titles each section after its identifier, as the fourth edition's list does.
  private final class TitledDataSource: TableViewDiffableDataSource<ListSection, String> {
    override func tableView(
      _ tableView: TableView, titleForHeaderInSection section: Int
    ) -> String? {
      switch snapshot().sectionIdentifiers[section] {
      case .todo: "To do"
      case .done: "Done"
      }
    }
  }
}
