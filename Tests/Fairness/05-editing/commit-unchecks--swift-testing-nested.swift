// fairness: commit-unchecks
// expect: proven
// form: Swift Testing @MainActor @Suite struct nested under the stage line with init() throws, @Test(arguments:) over the swiped done row
// why: for each of two done rows the swiped item, and only it, comes back, and the table shows the new counts.
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
  // TODO: a test that the swipe button of a done row says "Uncheck".

  // stage: commit-checks
  // TODO: tests that committing the swipe on a to-do row checks that row's item, that the
  // table shows the new counts, and that a swipe on a missing row keeps its error until a
  // later swipe works.

  // stage: commit-unchecks
  // TODO: tests that committing the swipe on a done row unchecks that row's item, and that
  // the table shows the new counts.
  @MainActor
  @Suite("Swiping a done row")
  struct CommitUnchecksTests {
    let provider = ItemListDataProvider()
    let manager = ItemManager()
    let controller: ItemListViewController
    let table: TableView

    init() throws {
      provider.itemManager = manager
      controller = try MainStoryboard.make().instantiateViewController(
        withIdentifier: "ItemListViewController", as: ItemListViewController.self)
      controller.loadViewIfNeeded()
      table = try #require(controller.tableView)
      table.dataSource = provider
      table.delegate = provider
    }

    @Test("unchecks the swiped done item", arguments: [0, 1])
    func unchecksThatItem(row: Int) throws {
      let titles = ["Renew the insurance", "Back up the laptop", "Order glasses"]
      for title in titles { manager.add(ToDoItem(title: title)) }
      try manager.checkItem(at: 0)
      try manager.checkItem(at: 0)
      #expect(table.numberOfRows(inSection: 1) == 2)

      table.dataSource?.tableView(table, commit: .delete, forRowAt: IndexPath(row: row, section: 1))

      #expect(try manager.item(at: 1).title == titles[row])
      #expect(try manager.doneItem(at: 0).title == titles[1 - row])
      #expect(table.numberOfRows(inSection: 0) == 2)
      #expect(table.numberOfRows(inSection: 1) == 1)
    }
  }
}
