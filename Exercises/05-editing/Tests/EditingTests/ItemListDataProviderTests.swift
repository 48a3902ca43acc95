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

  // The kit's addition (triangulation): with one item, row 0 is the only row, so code
  // that always checks the first item passes the test above. Here row 1 is swiped.
  func test_commitDelete_onSecondToDoRow_checksThatItem() async {
    itemManager.add(ToDoItem(title: "Return the drill"))
    itemManager.add(ToDoItem(title: "Pay the plumber"))

    tableView.dataSource?.tableView(
      tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))

    XCTAssertEqual(itemManager.toDoItems, [ToDoItem(title: "Return the drill")])
    XCTAssertEqual(itemManager.doneItems, [ToDoItem(title: "Pay the plumber", done: true)])
  }

  // The kit's addition: the error the README asks `commit` to keep. A swipe on a row the
  // manager does not have stores its error; the next swipe that works clears it.
  func test_commitDelete_onMissingRow_keepsTheErrorUntilAnEditWorks() async {
    itemManager.add(ToDoItem(title: "Return the drill"))

    tableView.dataSource?.tableView(
      tableView, commit: .delete, forRowAt: IndexPath(row: 3, section: 0))

    XCTAssertEqual(sut.lastEditError, .indexOutOfRange(index: 3, list: .toDo, count: 1))
    XCTAssertEqual(itemManager.toDoCount, 1)

    tableView.dataSource?.tableView(
      tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))

    XCTAssertNil(sut.lastEditError)
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

  // The kit's addition (triangulation): two done items, and the second one swiped back.
  func test_commitDelete_onSecondDoneRow_unchecksThatItem() async throws {
    itemManager.add(ToDoItem(title: "Return the drill"))
    itemManager.add(ToDoItem(title: "Pay the plumber"))
    try itemManager.checkItem(at: 0)
    try itemManager.checkItem(at: 0)

    tableView.dataSource?.tableView(
      tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 1))

    XCTAssertNil(sut.lastEditError)
    XCTAssertEqual(itemManager.doneItems, [ToDoItem(title: "Return the drill", done: true)])
    XCTAssertEqual(itemManager.toDoItems, [ToDoItem(title: "Pay the plumber")])
  }

  /// The title of the button a swipe reveals on the top row of `section`, asked of
  /// whatever object the table has as its delegate, as the table itself would ask.
  private func swipeButtonTitle(inSection section: Int) -> String? {
    tableView.delegate?.tableView(
      tableView, titleForDeleteConfirmationButtonForRowAt: IndexPath(row: 0, section: section))
  }
}
