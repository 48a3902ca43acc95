// fairness: done-rows
// expect: weak
// form: async throws XCTest method: three items, two checked (one left to do), then the third checked after a reload; earlier stages filled
// why: the stage now asks that the first section still counts only the to-do items once some are done (its TODO line says so), and this test never looks at the first section
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
  func test_numberOfSections_isTwo() async {
    XCTAssertEqual(tableView.numberOfSections, 2)
  }

  // stage: to-do-rows
  // TODO: a test that the first section has a row per to-do item, also after a reload.
  func test_numberOfRows_inFirstSection_isToDoCount() async {
    itemManager.add(ToDoItem(title: "Buy milk"))
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)

    itemManager.add(ToDoItem(title: "Walk the dog"))
    tableView.reloadData()
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2)
  }

  // stage: done-rows
  // TODO: a test that the second section has a row per done item, also after a reload.
  func test_numberOfRows_inSecondSection_isDoneCount() async throws {
    itemManager.add(ToDoItem(title: "Buy milk"))
    itemManager.add(ToDoItem(title: "Walk the dog"))
    itemManager.add(ToDoItem(title: "Take out the bins"))
    try itemManager.checkItem(at: 0)
    try itemManager.checkItem(at: 0)
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 2)

    try itemManager.checkItem(at: 0)
    tableView.reloadData()
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 3)
  }
}
