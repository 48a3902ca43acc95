// fairness: done-rows
// expect: proven
// form: two async throws XCTest methods with own items: both sections counted on their own (3 and 2), and the done section after an uncheck and a reload
// why: with five items, two of them done, every mix-up gives a wrong number, and the reload case shows the count follows the done list.
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
  func test_rows_withThreeToDoAndTwoDone_countEachSection() async throws {
    for title in [
      "Mow the lawn", "Sand the door", "Oil the hinges", "Buy fertiliser", "Wash the car",
    ] {
      itemManager.add(ToDoItem(title: title))
    }
    try itemManager.checkItem(at: 4)
    try itemManager.checkItem(at: 0)

    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 3, "to-do section")
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 2, "done section")
  }

  func test_doneRows_afterUncheckingAndReloading_followTheDoneList() async throws {
    for title in ["Mow the lawn", "Sand the door", "Oil the hinges", "Buy fertiliser"] {
      itemManager.add(ToDoItem(title: title))
    }
    try itemManager.checkItem(at: 0)
    try itemManager.checkItem(at: 0)
    try itemManager.checkItem(at: 0)
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 3)

    try itemManager.uncheckItem(at: 0)
    tableView.reloadData()
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 2)
  }
}
