import ListKit
import ToDo
import XCTest

@testable import ItemCells

/// The cells the item list's data provider makes, and what it puts in them.
@MainActor
final class ItemListDataProviderTests: XCTestCase {
  // XCTest makes a new instance of this class for every test, so these start fresh.
  private var sut = ItemListDataProvider()
  private var itemManager = ItemManager()
  /// Kept so that the storyboard's objects live as long as the test.
  private var controller: ItemListViewController?
  private var tableView = TableView()

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

  func test_cellForRow_returnsItemCell() async {
    itemManager.add(ToDoItem(title: "Foo"))
    tableView.reloadData()

    let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))

    XCTAssertTrue(cell is ItemCell)
  }

  func test_cellForRow_dequeuesCellFromTableView() async {
    let tableViewSpy = TableViewSpy.make(dataSource: sut)
    itemManager.add(ToDoItem(title: "Foo"))
    tableViewSpy.reloadData()

    _ = tableViewSpy.cellForRow(at: IndexPath(row: 0, section: 0))

    XCTAssertTrue(tableViewSpy.cellGotDequeued)
  }

  func test_cellForRow_callsConfigCell() async throws {
    let tableViewSpy = TableViewSpy.make(dataSource: sut)
    itemManager.add(ToDoItem(title: "Foo"))
    tableViewSpy.reloadData()

    let cell = try XCTUnwrap(
      tableViewSpy.cellForRow(at: IndexPath(row: 0, section: 0)) as? ItemCellSpy)

    XCTAssertTrue(cell.configCellGotCalled)
  }

  func test_cellForRow_configuresCellWithToDoItem() async throws {
    let tableViewSpy = TableViewSpy.make(dataSource: sut)
    itemManager.add(ToDoItem(title: "Foo"))
    tableViewSpy.reloadData()

    let cell = try XCTUnwrap(
      tableViewSpy.cellForRow(at: IndexPath(row: 0, section: 0)) as? ItemCellSpy)

    XCTAssertEqual(cell.capturedItem, ToDoItem(title: "Foo"))
  }

  func test_cellForRow_inSecondSection_configuresCellWithDoneItem() async throws {
    let tableViewSpy = TableViewSpy.make(dataSource: sut)
    itemManager.add(ToDoItem(title: "First"))
    itemManager.add(ToDoItem(title: "Second"))
    try itemManager.checkItem(at: 1)
    tableViewSpy.reloadData()

    // `nil` here, not a wrong cell, if the table cannot see the row: see its frame.
    let cell = try XCTUnwrap(
      tableViewSpy.cellForRow(at: IndexPath(row: 0, section: 1)) as? ItemCellSpy)

    // The manager marks a checked item done, so the done copy is what the cell gets.
    XCTAssertEqual(cell.capturedItem, ToDoItem(title: "Second", done: true))
  }
}
