// fairness: to-do-rows
// expect: proven
// form: async XCTest method, the walkthrough's shape: one item, then a second after reloadData(); earlier stage filled
// why: the count follows the list from 1 to 2 across a reload, which neither no rows nor a hard-coded 1 can do.
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
}
