// fairness: one-row
// expect: over-specified
// form: Swift Testing test of one row that also pins the controller as its table's data source (sut.tableView.dataSource === sut)
// why: a new learner's test (ninth try, 12 row 61), first proven with a caveat: it pins how the stage is built, the assertion 12's README names as the one the diffable refactor breaks; a correct solution with a data source object of its own fails it
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
  @Test func tableViewHasSomeSuperview() {
    #expect(sut.tableView.superview != nil)
  }

  // stage: one-row
  @Test func oneItemOneRowAndTheListIsTheDataSource() {
    store.itemPublisher.send([ToDoItem(title: "Only")])
    #expect(sut.tableView.numberOfRows(inSection: 0) == 1)
    #expect(sut.tableView.dataSource === sut)
  }

  // stage: rows-follow
  @Test func twoItemsTwoRows() {
    store.itemPublisher.send([ToDoItem(title: "A"), ToDoItem(title: "B")])
    #expect(sut.tableView.numberOfRows(inSection: 0) == 2)
  }

  // stage: cell-title
  @Test func firstCellShowsTitle() throws {
    store.itemPublisher.send([ToDoItem(title: "Milk")])
    #expect(try cell(row: 0).titleLabel.text == "Milk")
  }

  // stage: two-sections
  @Test func twoSectionsCount() {
    store.itemPublisher.send([ToDoItem(title: "Open"), ToDoItem(title: "Done", done: true)])
    #expect(sut.tableView.numberOfSections == 2)
  }

  // stage: select-row
  @Test func selectionReportsSomeItem() {
    let items = [ToDoItem(title: "A"), ToDoItem(title: "B")]
    store.itemPublisher.send(items)
    select(row: 0)
    #expect(selectionDelegate.selectedItems == [items[0]])
  }

  // stage: location-label
  @Test func showsTheLocationName() throws {
    store.itemPublisher.send([ToDoItem(title: "Visit", location: Location(name: "Home"))])
    #expect(try cell(row: 0).locationLabel.text == "Home")
  }

  // stage: section-headers
  @Test func firstHeaderOnly() {
    store.itemPublisher.send([ToDoItem(title: "A"), ToDoItem(title: "B", done: true)])
    #expect(
      sut.tableView.dataSource?.tableView(sut.tableView, titleForHeaderInSection: 0) == "To do")
  }
}
