// fairness: to-do-rows
// expect: proven
// form: async XCTest method with own items: three rows, then one checked and two added, reloading after each change
// why: three different counts (3, 2, 4), each read after a reload, pin "a row per to-do item".
import ListKit
import ToDo
import XCTest

@testable import DataProvider

/// How many sections and rows the item list's table gets from its data provider.
@MainActor
final class ItemListDataProviderTests: XCTestCase {
  // XCTest makes a new instance of this class for every test, so these three start
  // fresh each time. setUp wires them together: the arrange step every test shares.
  private var sut = ItemListDataProvider()
  private var itemManager = ItemManager()
  private var tableView = TableView()

  override func setUp() async throws {
    sut.itemManager = itemManager
    tableView.dataSource = sut
  }

  // Test-first: write each stage's test under its `// stage:` line, run kit check, and
  // watch it fail before you write the code. Keep the `// stage:` lines: they tell the kit
  // which of your tests belongs to which stage.

  // stage: two-sections
  // TODO: a test that the table gets two sections from the provider: to-do, then done.

  // stage: to-do-rows
  // TODO: a test that the first section has a row per to-do item, also after a reload.
  func test_firstSection_followsTheToDoListAcrossReloads() async throws {
    ["Water the tomatoes", "Order printer ink", "Phone the bank"]
      .map { ToDoItem(title: $0) }
      .forEach(itemManager.add)
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 3)

    try itemManager.checkItem(at: 1)
    tableView.reloadData()
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2)

    itemManager.add(ToDoItem(title: "Clean the gutters"))
    itemManager.add(ToDoItem(title: "Fix the bike light"))
    tableView.reloadData()
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 4)
  }

  // stage: done-rows
  // TODO: a test that the second section has a row per done item, also after a reload.
}
