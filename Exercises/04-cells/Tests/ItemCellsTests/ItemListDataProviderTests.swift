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

  func test_cellForRow_givesAnItemCell() async throws {
    itemManager.add(groceries)
    tableView.reloadData()

    let cell = try XCTUnwrap(tableView.cellForRow(at: topRow), "the table shows no top row")

    XCTAssertTrue(cell is ItemCell, "the provider made a \(type(of: cell))")

    // The kit's addition: every row gets one, not only the top row the test looked at.
    // A second to-do item and a done one put rows below the top row in both sections.
    itemManager.add(ToDoItem(title: "Post the letter"))
    itemManager.add(ToDoItem(title: "Pay the rent"))
    try itemManager.checkItem(at: 2)
    tableView.reloadData()
    for indexPath in [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)] {
      let other = try XCTUnwrap(tableView.cellForRow(at: indexPath), "no row at \(indexPath)")
      XCTAssertTrue(other is ItemCell, "at \(indexPath) the provider made a \(type(of: other))")
    }
  }

  func test_cellForRow_takesTheCellFromTheTable() async {
    let spyTable = tableSpyShowing(groceries)

    let cell = spyTable.cellForRow(at: topRow)

    XCTAssertEqual(spyTable.dequeuedIdentifiers, ["ItemCell"])
    // The kit's addition: the table shows the cell it handed out (the spy table hands
    // out ItemCellSpy), not an ItemCell made beside the one dequeued.
    XCTAssertTrue(cell is ItemCellSpy, "the table shows a cell it did not hand out")
  }

  func test_cellForRow_configuresTheCell() async throws {
    let spyTable = tableSpyShowing(groceries)

    let cell = try XCTUnwrap(spyTable.cellForRow(at: topRow) as? ItemCellSpy)

    XCTAssertTrue(cell.wasConfigured)
  }

  func test_cellForRow_configuresCellWithToDoItem() async throws {
    let spyTable = tableSpyShowing(groceries)

    let cell = try XCTUnwrap(spyTable.cellForRow(at: topRow) as? ItemCellSpy)

    XCTAssertEqual(cell.configuredItem, groceries)
  }

  // The kit's addition (triangulation): with one item, the top row's item is also the
  // first item, so code that always asks the manager for item 0 passes the test above.
  func test_cellForRow_secondRow_configuresCellWithSecondItem() async throws {
    let plants = ToDoItem(title: "Water the plants")
    let spyTable = tableSpyShowing(groceries, plants)

    let cell = try XCTUnwrap(
      spyTable.cellForRow(at: IndexPath(row: 1, section: 0)) as? ItemCellSpy)

    XCTAssertEqual(cell.configuredItem, plants)
  }

  func test_cellForRow_inSecondSection_configuresCellWithDoneItem() async throws {
    let spyTable = tableSpyShowing(
      ToDoItem(title: "Book the dentist"), ToDoItem(title: "Renew passport"))
    try itemManager.checkItem(at: 1)
    spyTable.reloadData()

    // `nil` here, not a wrong cell, if the table cannot see the row: see its frame.
    let cell = try XCTUnwrap(
      spyTable.cellForRow(at: IndexPath(row: 0, section: 1)) as? ItemCellSpy)

    // The manager marks a checked item done, so the done copy is what the cell gets.
    XCTAssertEqual(cell.configuredItem, ToDoItem(title: "Renew passport", done: true))
  }

  // The kit's addition (triangulation): two done items, and the second one asked for,
  // so that neither "always done item 0" nor "the to-do item of the same row" passes.
  func test_cellForRow_secondDoneRow_configuresCellWithSecondDoneItem() async throws {
    let spyTable = tableSpyShowing(
      ToDoItem(title: "Book the dentist"), ToDoItem(title: "Renew passport"),
      ToDoItem(title: "Mend the fence"))
    try itemManager.checkItem(at: 2)
    try itemManager.checkItem(at: 0)
    spyTable.reloadData()

    let cell = try XCTUnwrap(
      spyTable.cellForRow(at: IndexPath(row: 1, section: 1)) as? ItemCellSpy)

    XCTAssertEqual(cell.configuredItem, ToDoItem(title: "Book the dentist", done: true))
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
}
