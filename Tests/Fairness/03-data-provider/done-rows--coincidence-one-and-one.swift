// fairness: done-rows
// expect: cannot fail
// form: async throws XCTest method with one to-do and one done item (the walkthrough's coincidence)
// why: the to-do count the code before the stage answers for every section is also 1, so it passes there.
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

  // stage: done-rows
  // TODO: a test that the second section has a row per done item, also after a reload.
  func test_numberOfRows_inSecondSection_withOneDoneItem_isOne() async throws {
    itemManager.add(ToDoItem(title: "Buy milk"))
    itemManager.add(ToDoItem(title: "Walk the dog"))
    try itemManager.checkItem(at: 0)

    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 1)
  }
}
