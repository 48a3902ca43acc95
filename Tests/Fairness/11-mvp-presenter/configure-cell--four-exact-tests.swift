// fairness: configure-cell
// expect: proven
// form: four @Test functions: exact messages at row 1 of two, a nil detail for an item with only a description, row 2 of three titles, a missing row
// why: Every part of the stage is pinned with exact message lists: the row's own title and place, nil without a place, nothing for a missing row.
import ListKit
import TestDoubles
import Testing
import ToDo

@testable import ListMVPPresenter

/// The presenter side of the MVP list, in the order the walkthrough builds it.
///
/// The presenter reads a real `ItemManager` (in memory, no I/O: nothing to replace)
/// and talks to two doubles: `MockListView` and `MockCell`, both spies. In test-first
/// mode every test of the presenter you write lives in this file, the configure tests
/// too.
@MainActor
@Suite("ItemListPresenter")
struct ItemListPresenterTests {
  let itemManager = ItemManager()
  let view = MockListView()
  let sut: ItemListPresenter

  init() {
    sut = ItemListPresenter(itemManager: itemManager)
    sut.view = view
  }

  // MARK: - Helpers

  private func addToDoItems(_ count: Int) {
    for number in 0..<count {
      itemManager.add(ToDoItem(title: "Item \(number + 1)"))
    }
  }

  // Stage write-mock-cell stays as in guided mode: MockCellTests.swift is given, and you
  // finish MockCell.swift until it passes, before you write the configure tests.
  //
  // Test-first: write each stage's test under its `// stage:` line, run kit check, and
  // watch it fail before you write the code. Keep the `// stage:` lines: they tell the kit
  // which of your tests belongs to which stage. `view` (MockListView, from TestDoubles)
  // records what the presenter tells it in `view.messages`.

  // stage: view-created
  // TODO: tests that, when the view is created, the presenter shows the list's title on
  // it and asks it to reload the list.

  // stage: exact-messages
  // TODO: a test that, when the view is created, the view gets exactly the title, then
  // one reload, and nothing else.

  // stage: seven-rows
  // TODO: a test that seven to-do items give seven rows.

  // stage: rows-follow-the-count
  // TODO: a test, with arguments, that the number of rows is the number of to-do items
  // whatever it is, and that done items do not count.

  // stage: weak-view
  // TODO: a test that the presenter does not keep its view alive.

  // stage: configure-cell
  // TODO: tests that configuring a cell (a MockCell) for a row shows that row's item:
  // its title, its place's name as the detail, a nil detail without a place, and
  // nothing at all for a row the manager does not have.
  @Test("row 1 gets its own title, then its place")
  func rowOneGetsItsTitleAndPlace() {
    itemManager.add(ToDoItem(title: "Buy paint", location: Location(name: "Hardware store")))
    itemManager.add(ToDoItem(title: "Return books", location: Location(name: "Library")))
    let cell = MockCell()

    sut.configure(cell: cell, forRow: 1)

    #expect(cell.messages == [.display(title: "Return books"), .display(detail: "Library")])
  }

  @Test("no place means a nil detail, not the description")
  func noPlaceMeansNilDetail() {
    itemManager.add(ToDoItem(title: "Call the vet", itemDescription: "Before noon"))
    let cell = MockCell()

    sut.configure(cell: cell, forRow: 0)

    #expect(cell.messages == [.display(title: "Call the vet"), .display(detail: nil)])
  }

  @Test("the third row shows the third title")
  func thirdRow() {
    for title in ["Apples", "Pears", "Plums"] {
      itemManager.add(ToDoItem(title: title))
    }
    let cell = MockCell()

    sut.configure(cell: cell, forRow: 2)

    #expect(cell.messages == [.display(title: "Plums"), .display(detail: nil)])
  }

  @Test("a row past the end leaves the cell alone")
  func rowPastTheEnd() {
    itemManager.add(ToDoItem(title: "Just one"))
    let cell = MockCell()

    sut.configure(cell: cell, forRow: 1)

    #expect(cell.messages.isEmpty)
  }
}
