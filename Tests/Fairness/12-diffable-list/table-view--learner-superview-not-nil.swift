// fairness: table-view
// expect: weak
// form: the table's superview is not nil, in the suite, the view loaded by init()
// why: a new learner's fourth try (row 41): proven while no mistake put the table into another view; it lets through a table in a view the controller never shows
import ListKit
import TestDoubles
import Testing
import ToDo

@testable import DiffableList

/// The fourth edition's list, in the order the chapter builds it.
///
/// Every test goes through the table view (`numberOfRows`, `cellForRow(at:)`, the
/// delegate), never through the data source's own type: that is what lets the data
/// source be swapped for a diffable one with these tests unchanged.
@MainActor
@Suite("ToDoItemsListViewController")
struct ToDoItemsListViewControllerTests {
  let store = ToDoItemStoreStub()
  let selectionDelegate = ItemSelectionDelegateSpy()
  let sut = ToDoItemsListViewController()

  init() {
    sut.toDoItemStore = store
    sut.selectionDelegate = selectionDelegate
    sut.loadViewIfNeeded()
  }

  // MARK: - Helpers

  private func cell(
    row: Int, section: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ToDoItemCell {
    let cell = sut.tableView.cellForRow(at: IndexPath(row: row, section: section))
    return try #require(
      cell as? ToDoItemCell, "no ToDoItemCell at row \(row) of section \(section)",
      sourceLocation: sourceLocation)
  }

  /// Selects the row as the user would: through the table view's delegate.
  private func select(row: Int, section: Int = 0) {
    sut.tableView.delegate?.tableView(
      sut.tableView, didSelectRowAt: IndexPath(row: row, section: section))
  }

  // MARK: - Given in test-first mode too

  /// Stage diffable-refactor: a refactoring adds no behaviour, so it has no red of its
  /// own; the kit keeps this guard. It fails until the list has a data source at all, and
  /// it must stay green through the refactoring: the table holds its data source weakly.
  @Test("the table still has a data source once the view has loaded")
  func tableKeepsItsDataSource() {
    #expect(sut.tableView.dataSource != nil, "nothing keeps the table's data source")
  }

  // Test-first: write each stage's test under its `// stage:` line, run kit check, and
  // watch it fail before you write the code. Keep the `// stage:` lines: they tell the kit
  // which of your tests belongs to which stage. Put any helper of your own above them.

  // stage: table-view
  // TODO: a test that the table view is in the controller's view once the view has loaded.
  @Test func tableViewHasASuperview() {
    #expect(sut.tableView.superview != nil)
  }

  // stage: one-row
  // TODO: a test that one item sent through store.itemPublisher gives one row.
  @Test func oneItemGivesSomeRows() {
    store.itemPublisher.send([ToDoItem(title: "dummy")])
    #expect(sut.tableView.numberOfRows(inSection: 0) > 0)
  }

  // stage: rows-follow
  // TODO: tests that the rows follow a second, longer list the store sends, and that the
  // store's subscription does not keep the list alive.
  @Test(arguments: [2, 5])
  func rowsFollowTheNewList(count: Int) {
    store.itemPublisher.send([ToDoItem(title: "first")])
    store.itemPublisher.send((0..<count).map { ToDoItem(title: "item \($0)") })
    #expect(sut.tableView.numberOfRows(inSection: 0) == count)
  }

  // stage: cell-title
  // TODO: tests that a row's cell shows its own item's title in its title label, on a row
  // other than the first too.
  @Test func cellShowsTitle() throws {
    store.itemPublisher.send([ToDoItem(title: "first")])
    #expect(try cell(row: 0).titleLabel.text == "first")
  }

  // stage: two-sections
  // TODO: tests that to-do and done items give two sections: the to-do items in the
  // first, a done item in the second.
  @Test func toDoFirstDoneSecond() throws {
    store.itemPublisher.send([
      ToDoItem(title: "a"), ToDoItem(title: "c", done: true), ToDoItem(title: "b"),
    ])
    #expect(sut.tableView.numberOfSections == 2)
    #expect(sut.tableView.numberOfRows(inSection: 0) == 2)
    #expect(sut.tableView.numberOfRows(inSection: 1) == 1)
    #expect(try cell(row: 0, section: 1).titleLabel.text == "c")
  }

  // stage: select-row
  // TODO: tests that selecting a row tells the selection delegate which item it was, in
  // either section; that it does not check the item; and that the list does not keep its
  // delegate alive.

  // stage: location-label
  // TODO: tests that a cell shows its item's location name, shows none for an item
  // without one, and forgets the old location when it is reused.

  // stage: section-headers
  // TODO: a test that the sections' headers read "To do" and "Done".
  private func header(_ section: Int) -> String? {
    sut.tableView.dataSource?.tableView(sut.tableView, titleForHeaderInSection: section)
  }

  @Test func `headers read To do and Done`() {
    store.itemPublisher.send([ToDoItem(title: "a"), ToDoItem(title: "b", done: true)])
    #expect([header(0), header(1)] == ["To do", "Done"])
  }

}
