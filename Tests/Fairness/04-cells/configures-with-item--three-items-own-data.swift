// fairness: configures-with-item
// expect: proven
// form: two async throws XCTest methods with own items (descriptions, a timestamp), rows 2 and 0 of three
// why: three distinct items read back at the last and the first row pin "the row's item", not any item.
import ListKit
import TestDoubles
import ToDo
import XCTest

@testable import ItemCells

/// The cells the item list's data provider makes, and what it puts in them.
///
/// The first test reads a cell from the storyboard's table, as the app would; the others
/// read it from the catalog's spy table (`MockTableView`) registered to hand out spy
/// cells (`ItemCellSpy`), so that each test sees what the provider did to the table and
/// to the cell.
@MainActor
final class ItemListDataProviderTests: XCTestCase {
  // XCTest makes a new instance of this class for every test, so these start fresh.
  private var sut = ItemListDataProvider()
  private var itemManager = ItemManager()
  /// Kept so that the storyboard's objects live as long as the test.
  private var controller: ItemListViewController?
  private var tableView = TableView()

  private let topRow = IndexPath(row: 0, section: 0)
  private let groceries = ToDoItem(title: "Buy groceries")

  // The table comes from the storyboard, as in the app: it has whatever cells the
  // storyboard's scene registered for it.
  override func setUp() async throws {
    sut.itemManager = itemManager
    let controller = try MainStoryboard.make().instantiateViewController(
      withIdentifier: "ItemListViewController", as: ItemListViewController.self)
    controller.loadViewIfNeeded()
    tableView = try XCTUnwrap(controller.tableView)
    tableView.dataSource = sut
    self.controller = controller
  }

  /// A spy table whose data source is the provider under test, after the manager was
  /// given `items` and the table reloaded.
  ///
  /// The frame matters: a table answers `cellForRow(at:)` only for rows it can show, and
  /// `MockTableView.make` gives it room for ten rows unless told otherwise.
  private func tableSpyShowing(_ items: ToDoItem...) -> MockTableView {
    let spyTable = MockTableView.make(dataSource: sut, registering: ItemCellSpy.self)
    items.forEach(itemManager.add)
    spyTable.reloadData()
    return spyTable
  }

  // Test-first: write each stage's test under its `// stage:` line, run kit check, and
  // watch it fail before you write the code. Keep the `// stage:` lines: they tell the kit
  // which of your tests belongs to which stage. The storyboard's table (`tableView`, set
  // up above) is for the first stage; the later ones read a spy table (`tableSpyShowing`).

  private func spyCell(_ table: MockTableView, row: Int) throws -> ItemCellSpy {
    try XCTUnwrap(table.cellForRow(at: IndexPath(row: row, section: 0)) as? ItemCellSpy)
  }

  // stage: returns-item-cell
  // TODO: a test that every row the storyboard's table shows holds an ItemCell.

  // stage: dequeues-cell
  // TODO: a test that the provider asks the table for an "ItemCell" and shows that very cell.

  // stage: configures-cell
  // TODO: a test that the cell the table hands out gets configured.

  // stage: configures-with-item
  // TODO: a test that a to-do row's cell gets that row's to-do item, not just any item.
  func test_cellForRow_lastOfThreeRows_getsTheLastItem() async throws {
    let oil = ToDoItem(title: "Change the oil", itemDescription: "5W-30")
    let tickets = ToDoItem(title: "Buy concert tickets", timestamp: 1_735_000_000)
    let gift = ToDoItem(title: "Wrap the gift")
    let table = tableSpyShowing(oil, tickets, gift)

    XCTAssertEqual(try spyCell(table, row: 2).configuredItem, gift)
  }

  func test_cellForRow_firstOfThreeRows_getsTheFirstItem() async throws {
    let oil = ToDoItem(title: "Change the oil", itemDescription: "5W-30")
    let tickets = ToDoItem(title: "Buy concert tickets", timestamp: 1_735_000_000)
    let table = tableSpyShowing(oil, tickets, ToDoItem(title: "Wrap the gift"))

    XCTAssertEqual(try spyCell(table, row: 0).configuredItem, oil)
    XCTAssertEqual(try spyCell(table, row: 1).configuredItem, tickets)
  }

  // stage: done-section-item
  // TODO: a test that a row of the done section gets that row's done item.
}
