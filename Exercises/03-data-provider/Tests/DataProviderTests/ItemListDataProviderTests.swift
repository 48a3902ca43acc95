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

  func test_numberOfSections_isTwo() async {
    XCTAssertEqual(tableView.numberOfSections, 2)
  }

  func test_numberOfRows_inFirstSection_isToDoCount() async {
    itemManager.add(ToDoItem(title: "Feed the cat"))
    // Asking once makes the table read and keep its counts.
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)

    // A second item: the table learns of it only when told to reload.
    itemManager.add(ToDoItem(title: "Mow the lawn"))
    tableView.reloadData()

    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2)
  }

  func test_numberOfRows_inSecondSection_isDoneCount() async throws {
    for title in ["Sort the post", "Defrost the freezer"] {
      itemManager.add(ToDoItem(title: title))
    }
    try itemManager.checkItem(at: 0)
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 1)

    try itemManager.checkItem(at: 0)
    tableView.reloadData()

    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 2)
  }

  // The kit's addition: in the tests above one section is always empty or both hold
  // the same count, so a count that adds both lists, or reads the other list, can pass.
  // Three to-do items and two done ones tell every such mix-up apart.
  func test_numberOfRows_withItemsInBothSections_countsEachSectionOnItsOwn() async throws {
    for title in ["Oil the hinge", "Bake bread", "Ring grandma", "Fix the tap", "Wash the car"] {
      itemManager.add(ToDoItem(title: title))
    }
    try itemManager.checkItem(at: 4)
    try itemManager.checkItem(at: 0)

    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 3, "to-do section")
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 2, "done section")
  }

  // The kit's addition: a table may ask for its counts before anyone hands the provider
  // an item manager. With nothing to count, both sections are empty, not one row each.
  func test_numberOfRows_withoutAnItemManager_isZeroInBothSections() async {
    sut.itemManager = nil

    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 0, "to-do section")
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 0, "done section")
  }
}
