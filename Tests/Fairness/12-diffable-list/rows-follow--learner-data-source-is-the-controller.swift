// fairness: rows-follow
// expect: over-specified
// form: Swift Testing test of two published lists that also pins the controller as its table's data source (=== sut); another stage's test in the file traps, and an XCTest class follows under select-row
// why: a new learner's test (tenth try, 12 rows 79 and 87), first proven with a caveat: a correct rows-follow with a data source object of its own fails it, and no wheat stood for one
import ListKit
import TestDoubles
import Testing
import ToDo
import XCTest

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
  @Test func tableViewIsInTheView() {
    #expect(sut.tableView.superview === sut.view)
  }

  // stage: one-row
  @Test func oneItemGivesAtLeastOneRow() {
    store.itemPublisher.send([ToDoItem(title: "Buy milk")])
    #expect(sut.tableView.numberOfRows(inSection: 0) >= 1)
  }

  // stage: rows-follow
  @Test func rowsFollowASecondListAndTheListIsItsOwnDataSource() {
    store.itemPublisher.send([ToDoItem(title: "Buy milk")])
    #expect(sut.tableView.numberOfRows(inSection: 0) == 1)
    store.itemPublisher.send([ToDoItem(title: "A"), ToDoItem(title: "B"), ToDoItem(title: "C")])
    #expect(sut.tableView.numberOfRows(inSection: 0) == 3)
    #expect(sut.tableView.dataSource === sut)
  }

  @Test func theStoreDoesNotKeepTheListAlive() {
    weak var released: ToDoItemsListViewController?
    do {
      let list = ToDoItemsListViewController()
      list.toDoItemStore = store
      list.loadViewIfNeeded()
      released = list
    }
    #expect(released == nil)
  }

  // stage: cell-title
  @Test func cellShowsTheTitle() throws {
    store.itemPublisher.send([ToDoItem(title: "Buy milk")])
    #expect(try cell(row: 0).titleLabel.text == "Buy milk")
  }

  @Test func secondRowShowsItsOwnTitle() throws {
    store.itemPublisher.send([ToDoItem(title: "Buy milk"), ToDoItem(title: "Water the plants")])
    #expect(try cell(row: 1).titleLabel.text == "Water the plants")
  }

  // stage: two-sections
  @MainActor @Suite struct `Two sections` {
    let store = ToDoItemStoreStub()
    let list = ToDoItemsListViewController()
    init() {
      list.toDoItemStore = store
      list.loadViewIfNeeded()
    }

    @Test func `done items come second`() throws {
      store.itemPublisher.send([
        ToDoItem(title: "Open"), ToDoItem(title: "Shut", done: true), ToDoItem(title: "Open 2"),
      ])
      #expect(list.tableView.numberOfRows(inSection: 0) == 2)
      let cell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? ToDoItemCell
      #expect(try #require(cell).titleLabel.text == "Shut")
    }
  }

  // stage: location-label
  @Test func showsTheLocationName() throws {
    store.itemPublisher.send([ToDoItem(title: "Visit", location: Location(name: "Campus"))])
    #expect(try cell(row: 0).locationLabel.text == "Campus")
  }

  @Test func showsNoLocationWithoutOne() throws {
    store.itemPublisher.send([ToDoItem(title: "Visit", itemDescription: "Sunday")])
    #expect(try cell(row: 0).locationLabel.text == nil)
  }

  @Test func aNewListShowsNoOldLocation() throws {
    store.itemPublisher.send([ToDoItem(title: "Visit", location: Location(name: "Campus"))])
    _ = try cell(row: 0)
    let other = ToDoItemsListViewController()
    let otherStore = ToDoItemStoreStub()
    other.toDoItemStore = otherStore
    other.loadViewIfNeeded()
    otherStore.itemPublisher.send([ToDoItem(title: "Call")])
    let fresh = other.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ToDoItemCell
    #expect(try #require(fresh).locationLabel.text == nil)
  }

  // stage: section-headers
  @Test func `headers read To do and Done`() {
    store.itemPublisher.send([ToDoItem(title: "Open"), ToDoItem(title: "Finished", done: true)])
    let headers = [String]()
    #expect(headers[0] == "To do")
  }
}

// stage: select-row

@MainActor
final class SelectXCTests: XCTestCase {
  func selectingReportsTheItem() async {
    let store = ToDoItemStoreStub()
    let spy = ItemSelectionDelegateSpy()
    let list = ToDoItemsListViewController()
    list.toDoItemStore = store
    list.selectionDelegate = spy
    list.loadViewIfNeeded()
    let items = [ToDoItem(title: "a"), ToDoItem(title: "b"), ToDoItem(title: "c", done: true)]
    store.itemPublisher.send(items)
    list.tableView.delegate?.tableView(
      list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
    XCTAssertEqual(spy.selectedItems, [items[1]])
  }
}
