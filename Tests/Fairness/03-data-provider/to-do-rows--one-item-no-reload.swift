// fairness: to-do-rows
// expect: weak
// form: async XCTest method with one item and no reload
// why: one item asks for one row, so a hard-coded 1 passes; the TODO asks for the count to follow the list after a reload.
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
  func test_numberOfRows_inFirstSection_withOneItem_isOne() async {
    itemManager.add(ToDoItem(title: "Buy milk"))

    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)
  }

  // stage: done-rows
  // TODO: a test that the second section has a row per done item, also after a reload.
}
