// fairness: commit-checks
// expect: over-specified
// form: XCTest method with a table subclass that counts reloads; asserts exactly one reload after a swipe
// why: a new learner's test (eleventh try, 05 row 105), first proven: the stage asks that the table show the new counts, not how many times it reloads
import ListKit
import Testing
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

  // stage: check-title
  // TODO: a test that the swipe button of a to-do row says "Check".

  // stage: uncheck-title
  // TODO: a test that the swipe button of a done row says "Uncheck", the top done row too:
  // the section decides, not the row.

  // stage: commit-checks
  // TODO: tests that committing the swipe on a to-do row checks that row's item, that the
  // table shows the new counts, and that a swipe on a missing row keeps its error until a
  // later swipe works.
  func test_commit_onSecondToDoRow_checksThatItem_reloadingOnce() async throws {
    let spy = ReloadCountingTable()
    spy.dataSource = sut
    itemManager.add(ToDoItem(title: "Buy milk"))
    itemManager.add(ToDoItem(title: "Walk the dog"))
    XCTAssertEqual(spy.numberOfRows(inSection: 0), 2)
    spy.reloads = 0
    sut.tableView(spy, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
    XCTAssertEqual(spy.reloads, 1)
    XCTAssertEqual(try itemManager.doneItem(at: 0).title, "Walk the dog")
    XCTAssertEqual(try itemManager.item(at: 0).title, "Buy milk")
    XCTAssertEqual(spy.numberOfRows(inSection: 0), 1)
    XCTAssertEqual(spy.numberOfRows(inSection: 1), 1)
  }

  func test_aFailedSwipe_keepsItsError_untilOneWorks() async throws {
    itemManager.add(ToDoItem(title: "Buy milk"))
    sut.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
    XCTAssertEqual(sut.lastEditError, .indexOutOfRange(index: 1, list: .toDo, count: 1))
    sut.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    XCTAssertNil(sut.lastEditError)
  }

  // stage: commit-unchecks
  // TODO: tests that committing the swipe on a done row unchecks that row's item, and that
  // the table shows the new counts.
  @MainActor @Suite struct UncheckWithKnownIssue {
    @Test func swipingADoneRowMovesItBack() throws {
      let sut = ItemListDataProvider()
      let manager = ItemManager()
      sut.itemManager = manager
      let table = TableView()
      table.dataSource = sut
      manager.add(ToDoItem(title: "A"))
      manager.add(ToDoItem(title: "B"))
      try manager.checkItem(at: 0)
      try manager.checkItem(at: 0)
      #expect(table.numberOfRows(inSection: 1) == 2)
      sut.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 1))
      #expect(try manager.item(at: 0).title == "B")
      #expect(try manager.doneItem(at: 0).title == "A")
      #expect(table.numberOfRows(inSection: 0) == 1)
      #expect(table.numberOfRows(inSection: 1) == 1)
    }
  }
}

/// A table that counts its reloads.
final class ReloadCountingTable: TableView {
  var reloads = 0
  override func reloadData() {
    reloads += 1
    super.reloadData()
  }
}
