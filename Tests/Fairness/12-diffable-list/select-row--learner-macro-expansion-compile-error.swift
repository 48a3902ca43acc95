// fairness: select-row
// expect: does not compile
// form: @Test(arguments:) in a @MainActor suite naming the suite's own static lets (a compile error inside the macro's expansion)
// why: a new learner's own compile error (second try, row 85); the judge could not pin an error in a macro expansion on a trial and said 'could not judge your tests' with a raw compiler dump, no verdict
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
  @Test func `the controller's own table is among the view's subviews`() {
    #expect(sut.view.subviews.contains { $0 === sut.tableView })
  }

  // stage: one-row
  // TODO: a test that one item sent through store.itemPublisher gives one row.
  @Test func `one published item shows as exactly one row`() {
    store.itemPublisher.send([ToDoItem(title: "Water the plants")])
    let rows = sut.tableView.numberOfRows(inSection: 0)
    #expect(rows == 1, "one item sent, \(rows) rows shown")
  }

  // stage: rows-follow
  // TODO: tests that the rows follow a second, longer list the store sends, and that the
  // store's subscription does not keep the list alive.
  @Test("the rows follow each list the store sends", arguments: [2, 4])
  func rowsFollowEachList(count: Int) {
    store.itemPublisher.send([ToDoItem(title: "First")])
    #expect(sut.tableView.numberOfRows(inSection: 0) == 1)
    store.itemPublisher.send((0..<count).map { ToDoItem(title: "Item \($0)") })
    #expect(sut.tableView.numberOfRows(inSection: 0) == count)
  }

  @Test func theStoreDoesNotKeepTheListAlive() {
    let ownStore = ToDoItemStoreStub()
    var list: ToDoItemsListViewController? = ToDoItemsListViewController()
    list?.toDoItemStore = ownStore
    list?.loadViewIfNeeded()
    weak var released = list
    list = nil
    #expect(released == nil)
  }

  // stage: cell-title
  // TODO: tests that a row's cell shows its own item's title in its title label, on a row
  // other than the first too.
  static let titles = ["Buy milk", "Walk the dog", "Pay rent"]

  @Test("each row's cell shows its own item's title", arguments: 0..<3)
  func rowShowsItsTitle(row: Int) throws {
    store.itemPublisher.send(Self.titles.map { ToDoItem(title: $0) })
    let shown = try #require(try cell(row: row).titleLabel.text)
    #expect(shown == Self.titles[row])
  }

  // stage: two-sections
  // TODO: tests that to-do and done items give two sections: the to-do items in the
  // first, a done item in the second.
  private func titles(inSection section: Int) throws -> [String?] {
    try (0..<sut.tableView.numberOfRows(inSection: section)).map {
      try cell(row: $0, section: section).titleLabel.text
    }
  }

  @Test func toDoItemsFirstThenDoneItems() throws {
    store.itemPublisher.send([
      ToDoItem(title: "Buy milk"), ToDoItem(title: "Pay rent", done: true), ToDoItem(title: "Walk"),
    ])
    try #require(sut.tableView.numberOfSections == 2)
    #expect(try titles(inSection: 0) == ["Buy milk", "Walk"])
    #expect(try titles(inSection: 1) == ["Pay rent"])
  }

  // stage: select-row
  // TODO: tests that selecting a row tells the selection delegate which item it was, in
  // either section; that it does not check the item; and that the list does not keep its
  // delegate alive.
  static let milk = ToDoItem(title: "Buy milk")
  static let dog = ToDoItem(title: "Walk the dog")
  static let rent = ToDoItem(title: "Pay rent", done: true)

  @Test(
    "selecting a row tells the delegate that row's item, and the store nothing",
    arguments: [(0, 0, milk), (1, 0, dog), (0, 1, rent)])
  func selectingARow(row: Int, section: Int, item: ToDoItem) {
    store.itemPublisher.send([Self.milk, Self.dog, Self.rent])
    select(row: row, section: section)
    #expect(selectionDelegate.messages == [.didSelect(item, list: ObjectIdentifier(sut))])
    #expect(store.checkedItems == [])
  }

  @Test func theListDoesNotKeepItsDelegate() {
    var delegate: ItemSelectionDelegateSpy? = ItemSelectionDelegateSpy()
    sut.selectionDelegate = delegate
    weak var released = delegate
    delegate = nil
    #expect(released == nil)
  }

  // stage: location-label
  // TODO: tests that a cell shows its item's location name, shows none for an item
  // without one, and forgets the old location when it is reused.
  @Test func `a located item's cell shows the place, an unlocated one shows none`() throws {
    store.itemPublisher.send([
      ToDoItem(title: "Walk", itemDescription: "the long way"),
      ToDoItem(title: "Buy milk", location: Location(name: "Corner shop")),
    ])
    #expect(try cell(row: 1).locationLabel.text == "Corner shop", "row 1 has a place")
    #expect(try cell(row: 0).locationLabel.text == nil, "row 0 has none")
  }

  @Test func `a cell used again forgets the last place`() throws {
    store.itemPublisher.send([ToDoItem(title: "Buy milk", location: Location(name: "Corner shop"))])
    let first = try cell(row: 0)
    store.itemPublisher.send([ToDoItem(title: "Walk")])
    let again = try cell(row: 0)
    #expect(again.locationLabel.text == nil)
    _ = first
  }

  // stage: section-headers
  // TODO: a test that the sections' headers read "To do" and "Done".
  @Test("the section headers", arguments: zip([0, 1], ["To do", "Done"]))
  func sectionHeader(section: Int, title: String) throws {
    store.itemPublisher.send([ToDoItem(title: "Buy milk"), ToDoItem(title: "Pay rent", done: true)])
    let dataSource = try #require(sut.tableView.dataSource)
    #expect(dataSource.tableView(sut.tableView, titleForHeaderInSection: section) == title)
  }
}
