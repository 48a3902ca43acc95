// fairness: rows-follow-the-count
// expect: proven
// form: parameterised @Test(arguments:) over (to-do, done) pairs of the learner's own, throws
// why: Three pairs, two with done items, pin rows = to-do items: a hard-coded count or counting done items fails a case.
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
  @Test(
    "rows are the to-do items only",
    arguments: [(toDo: 4, done: 0), (toDo: 1, done: 3), (toDo: 0, done: 2)])
  func rowsAreToDoItemsOnly(toDo: Int, done: Int) throws {
    addToDoItems(toDo + done)
    for _ in 0..<done {
      try itemManager.checkItem(at: 0)
    }

    #expect(sut.numberOfRows() == toDo)
  }

  // stage: weak-view
  // TODO: a test that the presenter does not keep its view alive.

  // stage: configure-cell
  // TODO: tests that configuring a cell (a MockCell) for a row shows that row's item:
  // its title, its place's name as the detail, a nil detail without a place, and
  // nothing at all for a row the manager does not have.
}
