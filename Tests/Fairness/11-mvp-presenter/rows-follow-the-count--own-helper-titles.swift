// fairness: rows-follow-the-count
// expect: proven
// form: two @Test functions with a learner helper above the stage lines that adds to-do and done items by title
// why: One test has no done items and one has more done than to-do items, so the row count must follow the to-do list alone.
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

  /// Adds the `toDo` titles as to-do items and the `done` titles as checked ones.
  private func fill(toDo: [String], done: [String]) throws {
    for title in done + toDo {
      itemManager.add(ToDoItem(title: title))
    }
    for _ in done {
      try itemManager.checkItem(at: 0)
    }
  }

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
  @Test("three to-do items, three rows")
  func threeToDoItems() throws {
    try fill(toDo: ["Call the bank", "Buy bulbs", "Recycle glass"], done: [])

    #expect(sut.numberOfRows() == 3)
  }

  @Test("done items are not rows")
  func doneItemsAreNotRows() throws {
    try fill(
      toDo: ["Water the tomatoes"], done: ["Clean windows", "Sweep the porch", "Book flights"])

    #expect(sut.numberOfRows() == 1)
  }

  // stage: weak-view
  // TODO: a test that the presenter does not keep its view alive.

  // stage: configure-cell
  // TODO: tests that configuring a cell (a MockCell) for a row shows that row's item:
  // its title, its place's name as the detail, a nil detail without a place, and
  // nothing at all for a row the manager does not have.
}
