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

  // MARK: - The table view

  @Test("the table view is part of the view once it has loaded")
  func tableViewIsPartOfTheView() {
    #expect(sut.tableView.superview === sut.view)
  }

  // MARK: - Rows follow the published items

  @Test("one published item gives one row")
  func oneItemGivesOneRow() {
    store.itemPublisher.send([ToDoItem(title: "dummy 1")])

    #expect(sut.tableView.numberOfRows(inSection: 0) == 1)
  }

  @Test("the rows follow every list the store publishes")
  func rowsFollowThePublishedItems() {
    store.itemPublisher.send([ToDoItem(title: "dummy 1")])
    #expect(sut.tableView.numberOfRows(inSection: 0) == 1)

    store.itemPublisher.send([ToDoItem(title: "dummy 1"), ToDoItem(title: "dummy 2")])

    #expect(sut.tableView.numberOfRows(inSection: 0) == 2)
  }

  /// The kit's addition: the store outlives the list, so a `sink` closure that held
  /// `self` strongly would keep every list the store ever fed alive.
  @Test("the store's subscription does not keep the list alive")
  func subscriptionDoesNotKeepTheListAlive() {
    weak var releasedList: ToDoItemsListViewController?
    do {
      let list = ToDoItemsListViewController()
      list.toDoItemStore = store
      list.loadViewIfNeeded()
      releasedList = list
    }

    #expect(releasedList == nil, "the store keeps the list alive")
  }

  // MARK: - The cell

  @Test("the cell shows the item's title")
  func cellShowsTheItemTitle() throws {
    store.itemPublisher.send([ToDoItem(title: "Buy milk")])

    let cell = try cell(row: 0)

    #expect(cell.titleLabel.text == "Buy milk")
  }

  /// The kit's addition: the second of two rows. Code that fills every cell from the
  /// first item passes the test above, with its one item at row 0; and a title of its own,
  /// not the test above's, so that a title hard-coded to one of them fails the other.
  @Test("each cell shows the title of its own row's item")
  func cellShowsTheTitleOfItsOwnRow() throws {
    store.itemPublisher.send([ToDoItem(title: "Buy milk"), ToDoItem(title: "Water the plants")])

    let cell = try cell(row: 1)

    #expect(cell.titleLabel.text == "Water the plants")
  }

  // MARK: - The refactoring

  /// The kit's addition, the guard of the refactoring: green before it and after it. The
  /// table holds its data source weakly. While the list is its own data source, nothing
  /// can go wrong; a diffable data source that nothing else keeps is gone once
  /// `viewDidLoad` returns.
  @Test("the table still has a data source once the view has loaded")
  func tableKeepsItsDataSource() {
    #expect(sut.tableView.dataSource != nil, "nothing keeps the table's data source")
  }

  // MARK: - Two sections

  @Test("to-do and done items give two sections")
  func toDoAndDoneItemsGiveTwoSections() {
    store.itemPublisher.send([ToDoItem(title: "dummy 1"), ToDoItem(title: "dummy 2", done: true)])

    #expect(sut.tableView.numberOfSections == 2)
  }

  @Test("done items are shown in the second section")
  func doneItemsAreInTheSecondSection() throws {
    store.itemPublisher.send([
      ToDoItem(title: "Done already", done: true), ToDoItem(title: "Still to do"),
    ])

    let cell = try cell(row: 0, section: 1)

    #expect(sut.tableView.numberOfRows(inSection: 0) == 1)
    #expect(sut.tableView.numberOfRows(inSection: 1) == 1)
    #expect(cell.titleLabel.text == "Done already")
  }

  // MARK: - Selection

  @Test("selecting a row tells the delegate which item it was")
  func selectingARowTellsTheDelegate() {
    let second = ToDoItem(title: "dummy 2")
    store.itemPublisher.send([ToDoItem(title: "dummy 1"), second])

    select(row: 1)

    #expect(selectionDelegate.messages == [.didSelect(second, list: ObjectIdentifier(sut))])
  }

  @Test("selecting a row in the done section reports that done item")
  func selectingADoneItemReportsThatItem() {
    let done = ToDoItem(title: "Done already", done: true)
    store.itemPublisher.send([ToDoItem(title: "Still to do"), done])

    select(row: 0, section: 1)

    #expect(selectionDelegate.messages == [.didSelect(done, list: ObjectIdentifier(sut))])
  }

  /// Green from the start: it guards against a mistake rather than driving code.
  @Test("selecting a row does not mark the item done")
  func selectingARowDoesNotCheckTheItem() {
    store.itemPublisher.send([ToDoItem(title: "dummy 1")])

    select(row: 0)

    #expect(store.messages.isEmpty)
  }

  /// The kit's addition: the delegate usually owns the list (a coordinator), so the
  /// list must not own it back.
  @Test("the list does not keep its selection delegate alive")
  func listDoesNotKeepItsSelectionDelegateAlive() {
    weak var releasedDelegate: ItemSelectionDelegateSpy?
    do {
      let delegate = ItemSelectionDelegateSpy()
      sut.selectionDelegate = delegate
      releasedDelegate = delegate
    }

    #expect(releasedDelegate == nil, "the list keeps its selection delegate alive")
  }

  // MARK: - Section headers

  @Test("each section has a header title", arguments: [(0, "To do"), (1, "Done")])
  func sectionHeaderTitles(section: Int, title: String) {
    store.itemPublisher.send([ToDoItem(title: "dummy 1"), ToDoItem(title: "dummy 2", done: true)])

    let header = sut.tableView.dataSource?.tableView(
      sut.tableView, titleForHeaderInSection: section)

    #expect(header == title)
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
}
