// fairness: one-row
// expect: over-specified
// form: Swift Testing suite; sends a static list that only a rows-follow test fills, and expects one row
// why: a new learner's test (thirteenth try, 12 row 66), first proven: alone it sends an empty list and expects one row, right only on the walkthrough's hard-coded 1
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
  @Test func tableIsInTheView() {
    #expect(sut.tableView.superview === sut.view)
  }

  // stage: one-row
  @Test func oneSharedItemGivesOneRow() {
    store.itemPublisher.send(SharedItems.one)
    #expect(sut.tableView.numberOfRows(inSection: 0) == 1)
  }

  // stage: rows-follow
  @Test func rowsFollowASecondList() {
    SharedItems.one = [ToDoItem(title: "A")]
    store.itemPublisher.send([ToDoItem(title: "A")])
    _ = sut.tableView.numberOfRows(inSection: 0)
    store.itemPublisher.send([ToDoItem(title: "B"), ToDoItem(title: "C"), ToDoItem(title: "D")])
    #expect(sut.tableView.numberOfRows(inSection: 0) == 3)
  }

  @Test func storeDoesNotKeepTheListAlive() {
    var list: ToDoItemsListViewController? = ToDoItemsListViewController()
    weak let watched = list
    list?.toDoItemStore = store
    list?.loadViewIfNeeded()
    list = nil
    #expect(watched == nil)
  }

  // stage: cell-title
  @Test func eachRowShowsItsOwnTitle() throws {
    store.itemPublisher.send([ToDoItem(title: "Milk"), ToDoItem(title: "Bread")])
    #expect(try cell(row: 0).titleLabel.text == "Milk")
    #expect(try cell(row: 1).titleLabel.text == "Bread")
  }

  @MainActor
  @Suite struct Again {
    let store = ToDoItemStoreStub()
    let sut = ToDoItemsListViewController()
    init() {
      sut.toDoItemStore = store
      sut.loadViewIfNeeded()
    }

    @Test func eachRowShowsItsOwnTitle() throws {
      store.itemPublisher.send([
        ToDoItem(title: "Tea"), ToDoItem(title: "Coffee"), ToDoItem(title: "Juice"),
      ])
      let cell = try #require(
        sut.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? ToDoItemCell)
      #expect(cell.titleLabel.text == "Juice")
    }
  }

  // stage: two-sections

  // stage: select-row
  @Test func selectingTwoRowsReportsBoth() {
    let a = ToDoItem(title: "A")
    let b = ToDoItem(title: "B")
    let c = ToDoItem(title: "C", done: true)
    store.itemPublisher.send([a, b, c])
    select(row: 1, section: 0)
    select(row: 0, section: 1)
    let items = selectionDelegate.selectedItems
    #expect(items[0] == b)
    #expect(items[1] == c)
    #expect(store.checkedItems.isEmpty)
  }

  @Test func listDoesNotKeepItsDelegate() {
    var spy: ItemSelectionDelegateSpy? = ItemSelectionDelegateSpy()
    weak let watched = spy
    sut.selectionDelegate = spy
    spy = nil
    #expect(watched == nil)
  }

  // stage: location-label
  @Test func cellShowsTheLocationName() throws {
    store.itemPublisher.send([
      ToDoItem(title: "A", itemDescription: "desc", location: Location(name: "Home"))
    ])
    #expect(try cell(row: 0).locationLabel.text == "Home")
  }

  // stage: section-headers
  @Test func firstHeaderReadsToDo() throws {
    let source = try #require(sut.tableView.dataSource)
    store.itemPublisher.send([ToDoItem(title: "A"), ToDoItem(title: "B", done: true)])
    #expect(source.tableView(sut.tableView, titleForHeaderInSection: 0) == "To do")
  }

}

// stage: two-sections
@MainActor
@Suite struct TwoSectionsAgain {
  let store = ToDoItemStoreStub()
  let sut = ToDoItemsListViewController()

  init() {
    sut.toDoItemStore = store
    sut.loadViewIfNeeded()
  }

  @Test func doneItemGoesToTheSecondSection() throws {
    store.itemPublisher.send([
      openItem("Open A"), ToDoItem(title: "Closed", done: true), openItem("Open B"),
    ])
    try #require(sut.tableView.numberOfSections == 2)
    #expect(titles(in: 0) == ["Open A", "Open B"])
    #expect(titles(in: 1) == ["Closed"])
  }

  private func titles(in section: Int) -> [String?] {
    (0..<sut.tableView.numberOfRows(inSection: section)).map {
      (sut.tableView.cellForRow(at: IndexPath(row: $0, section: section)) as? ToDoItemCell)?
        .titleLabel.text
    }
  }
}

func openItem(_ title: String) -> ToDoItem { ToDoItem(title: title) }

@MainActor
enum SharedItems {
  static var one: [ToDoItem] = []
}
