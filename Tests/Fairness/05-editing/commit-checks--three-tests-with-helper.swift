// fairness: commit-checks
// expect: proven
// form: two async throws XCTest methods and a swipe helper of the learner's own above the first stage line; earlier stages filled
// why: the second of two rows is swiped and checked by title, the table is asked before and after, and a failed swipe keeps its exact error until a working one clears it.
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

  // MARK: - Helpers

  /// The title of the button a swipe reveals on the top row of `section`, asked of
  /// whatever object the table has as its delegate, as the table itself would ask.
  private func swipeButtonTitle(inSection section: Int) -> String? {
    tableView.delegate?.tableView(
      tableView, titleForDeleteConfirmationButtonForRowAt: IndexPath(row: 0, section: section))
  }

  // Test-first: write each stage's test under its `// stage:` line, run kit check, and
  // watch it fail before you write the code. Keep the `// stage:` lines: they tell the kit
  // which of your tests belongs to which stage. Put any helper of your own above them.
  // Stage delegate-coincidence is not here: you write its test in
  // DelegateCoincidenceTests.swift, as in guided mode (README.md, "Test-first").

  /// Commits a swipe on `row` of `section`, as the table would after the button is tapped.
  private func swipe(row: Int, section: Int) {
    tableView.dataSource?.tableView(
      tableView, commit: .delete, forRowAt: IndexPath(row: row, section: section))
  }

  // stage: check-title
  // TODO: a test that the swipe button of a to-do row says "Check".
  func test_swipeButtonTitle_inToDoSection_isCheck() async {
    XCTAssertEqual(swipeButtonTitle(inSection: 0), "Check")
  }

  // stage: uncheck-title
  // TODO: a test that the swipe button of a done row says "Uncheck".
  func test_swipeButtonTitle_inDoneSection_isUncheck() async {
    XCTAssertEqual(swipeButtonTitle(inSection: 1), "Uncheck")
  }

  // stage: commit-checks
  // TODO: tests that committing the swipe on a to-do row checks that row's item, that the
  // table shows the new counts, and that a swipe on a missing row keeps its error until a
  // later swipe works.
  func test_commit_onSecondToDoRow_checksThatItem() async throws {
    itemManager.add(ToDoItem(title: "Buy milk"))
    itemManager.add(ToDoItem(title: "Walk the dog"))
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2)

    swipe(row: 1, section: 0)

    XCTAssertEqual(try itemManager.doneItem(at: 0).title, "Walk the dog")
    XCTAssertEqual(try itemManager.item(at: 0).title, "Buy milk")
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 1)
  }

  func test_commit_onMissingRow_keepsTheErrorUntilASwipeWorks() async throws {
    itemManager.add(ToDoItem(title: "Buy milk"))

    swipe(row: 2, section: 0)
    XCTAssertEqual(sut.lastEditError, .indexOutOfRange(index: 2, list: .toDo, count: 1))

    swipe(row: 0, section: 0)
    XCTAssertNil(sut.lastEditError)
  }

  // stage: commit-unchecks
  // TODO: tests that committing the swipe on a done row unchecks that row's item, and that
  // the table shows the new counts.
}
