// fairness: commit-checks
// expect: weak
// form: two async throws XCTest methods: the only item swiped at row 0 with table counts, and the error case on an empty list, so every swipe is at row 0
// why: every swipe is at row 0, so it cannot tell the swiped row from the top row and "always check row 0" passes.
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

  // stage: uncheck-title
  // TODO: a test that the swipe button of a done row says "Uncheck".

  // stage: commit-checks
  // TODO: tests that committing the swipe on a to-do row checks that row's item, that the
  // table shows the new counts, and that a swipe on a missing row keeps its error until a
  // later swipe works.
  func test_commitDelete_inToDoSection_checksItem() async throws {
    itemManager.add(ToDoItem(title: "Buy milk"))
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)

    swipe(row: 0, section: 0)

    XCTAssertEqual(itemManager.toDoCount, 0)
    XCTAssertEqual(itemManager.doneCount, 1)
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 0)
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 1)
  }

  func test_commit_onAnEmptyList_keepsTheErrorUntilASwipeWorks() async throws {
    swipe(row: 0, section: 0)
    XCTAssertEqual(sut.lastEditError, .indexOutOfRange(index: 0, list: .toDo, count: 0))

    itemManager.add(ToDoItem(title: "Buy milk"))
    swipe(row: 0, section: 0)
    XCTAssertNil(sut.lastEditError)
  }

  // stage: commit-unchecks
  // TODO: tests that committing the swipe on a done row unchecks that row's item, and that
  // the table shows the new counts.
}
