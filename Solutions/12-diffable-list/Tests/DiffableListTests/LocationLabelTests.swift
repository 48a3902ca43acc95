import ListKit
import TestDoubles
import Testing
import ToDo

@testable import DiffableList

/// The chapter's first exercise, the location label, as a reference: the tests a
/// learner's own are compared with, and the ones the location mutants must fail.
///
/// It stands alone, with its own store stub below instead of the exercise's
/// `ToDoItemStoreStub`, so the kit's root package can compile it without the exercise's
/// test files. A learner may use `ToDoItemStoreStub` instead.
@MainActor
@Suite("The location label")
struct LocationLabelTests {
  private let store = LocationStoreStub()
  let sut = ToDoItemsListViewController()

  init() {
    sut.toDoItemStore = store
    sut.loadViewIfNeeded()
  }

  @Test("the cell shows the name of the item's location")
  func showsTheLocationName() throws {
    store.itemPublisher.send([
      ToDoItem(title: "Return the books", location: Location(name: "Library"))
    ])

    let cell = try cell(row: 0)

    #expect(cell.locationLabel.text == "Library")
  }

  @Test("the cell shows no location for an item without one")
  func showsNoLocationWithoutOne() throws {
    store.itemPublisher.send([ToDoItem(title: "Call the bank", itemDescription: "About the card")])

    let cell = try cell(row: 0)

    #expect(cell.locationLabel.text == nil)
  }

  @Test("a reused cell forgets the location of the item it showed before")
  func reusedCellForgetsTheOldLocation() throws {
    store.itemPublisher.send([
      ToDoItem(title: "Return the books", location: Location(name: "Library"))
    ])
    let firstCell = try cell(row: 0)

    store.itemPublisher.send([ToDoItem(title: "Call the bank")])
    let secondCell = try cell(row: 0)

    #expect(secondCell === firstCell, "the table should have reused the cell")
    #expect(secondCell.locationLabel.text == nil)
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
}

/// A stub store for these tests only: the test sends items through its publisher;
/// `check(_:)` is never called by the list, so it does nothing.
@MainActor
private final class LocationStoreStub: ToDoItemStoring {
  let itemPublisher = ItemPublisher()

  func check(_ item: ToDoItem) {}
}
