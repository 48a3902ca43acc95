import ListKit
import ToDo
import XCTest

@testable import Editing

/// Swiping a row of the item list: the button's title, and what committing the swipe does.
@MainActor
final class ItemListDataProviderTests: XCTestCase {
  // XCTest makes a new instance of this class for every test, so these start fresh.
  private var sut = ItemListDataProvider()
  private var itemManager = ItemManager()
  /// Kept so that the storyboard's objects live as long as the test.
  private var controller: ItemListViewController?
  private var tableView = TableView()

  override func setUp() async throws {
    sut.itemManager = itemManager
    let controller = try MainStoryboard.make().instantiateViewController(
      withIdentifier: "ItemListViewController", as: ItemListViewController.self)
    controller.loadViewIfNeeded()
    tableView = try XCTUnwrap(controller.tableView)
    tableView.dataSource = sut
    // The walkthrough adds this line only after a test passed by coincidence: without
    // it the table's delegate is still the storyboard's own provider, not `sut`
    // (see DelegateCoincidenceTests).
    tableView.delegate = sut
    self.controller = controller
  }

  func test_deleteButtonTitle_inToDoSection_isCheck() async {
    XCTAssertEqual(swipeButtonTitle(inSection: 0), "Check")
  }

  func test_deleteButtonTitle_inDoneSection_isUncheck() async {
    XCTAssertEqual(swipeButtonTitle(inSection: 1), "Uncheck")
  }

  func test_commitDelete_inToDoSection_checksItem() async {
    itemManager.add(ToDoItem(title: "Return the drill"))
    // The table has read its counts, as a table on screen would have.
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)

    tableView.dataSource?.tableView(
      tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))

    XCTAssertEqual(itemManager.toDoCount, 0)
    XCTAssertEqual(itemManager.doneCount, 1)
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 0)
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 1)
  }

  func test_commitDelete_inDoneSection_unchecksItem() async throws {
    itemManager.add(ToDoItem(title: "Return the drill"))
    try itemManager.checkItem(at: 0)
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 1)

    tableView.dataSource?.tableView(
      tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 1))

    XCTAssertNil(sut.lastEditError)
    XCTAssertEqual(itemManager.toDoCount, 1)
    XCTAssertEqual(itemManager.doneCount, 0)
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 0)
  }

  /// The title of the button a swipe reveals on the top row of `section`, asked of
  /// whatever object the table has as its delegate, as the table itself would ask.
  private func swipeButtonTitle(inSection section: Int) -> String? {
    tableView.delegate?.tableView(
      tableView, titleForDeleteConfirmationButtonForRowAt: IndexPath(row: 0, section: section))
  }
}
