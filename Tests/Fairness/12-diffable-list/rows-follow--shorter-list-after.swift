// fairness: rows-follow
// expect: proven
// form: @Test reading the first section's rows after a list of three and then a shorter one of two; a release test; earlier stage filled
// why: Each count is read from the first section right after its list, so a table never reloaded, a fixed answer and rows piling up all fail, and the section count is left free, as the stage leaves it.
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

  // stage: one-row
  // TODO: a test that one item sent through store.itemPublisher gives one row.
  @Test func oneSentItemIsOneRow() {
    store.itemPublisher.send([ToDoItem(title: "Feed the cat")])

    #expect(sut.tableView.numberOfRows(inSection: 0) == 1)
  }

  // stage: rows-follow
  // TODO: tests that the rows follow a second, longer list the store sends, and that the
  // store's subscription does not keep the list alive.
  @Test("the rows go down too when the store sends a shorter list")
  func rowsFollowAShorterList() {
    store.itemPublisher.send([
      ToDoItem(title: "Feed the cat"), ToDoItem(title: "Brush the dog"),
      ToDoItem(title: "Clean the cage"),
    ])
    #expect(sut.tableView.numberOfRows(inSection: 0) == 3)

    store.itemPublisher.send([ToDoItem(title: "Water the fern"), ToDoItem(title: "Post it")])

    #expect(sut.tableView.numberOfRows(inSection: 0) == 2)
  }

  @Test("the store does not keep a list it fed")
  func storeLetsTheListGo() {
    weak var list: ToDoItemsListViewController?
    do {
      let shortLived = ToDoItemsListViewController()
      shortLived.toDoItemStore = store
      shortLived.loadViewIfNeeded()
      list = shortLived
    }

    #expect(list == nil)
  }

  // stage: cell-title
  // TODO: tests that a row's cell shows its own item's title, on a row other than the
  // first too.

  // stage: two-sections
  // TODO: tests that to-do and done items give two sections, and that a done item is in
  // the second.

  // stage: select-row
  // TODO: tests that selecting a row tells the selection delegate which item it was, in
  // either section; that it does not check the item; and that the list does not keep its
  // delegate alive.

  // stage: location-label
  // TODO: tests that a cell shows its item's location name, shows none for an item
  // without one, and forgets the old location when it is reused.

  // stage: section-headers
  // TODO: a test that the sections' headers read "To do" and "Done".
}
