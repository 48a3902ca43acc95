// fairness: rows-follow-the-count
// expect: proven
// form: one throws @Test that grows and checks the list step by step, several #expect, own titles
// why: The count is asked four times as items are added and checked, so neither a fixed answer nor a count that includes done items survives.
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
  @Test func rowCountFollowsTheManager() throws {
    for title in ["Bake bread", "Fix the gate"] {
      itemManager.add(ToDoItem(title: title))
    }
    #expect(sut.numberOfRows() == 2)

    for title in ["Oil the hinges", "Paint the shed", "Mow the lawn"] {
      itemManager.add(ToDoItem(title: title))
    }
    #expect(sut.numberOfRows() == 5)

    try itemManager.checkItem(at: 1)
    try itemManager.checkItem(at: 0)
    #expect(sut.numberOfRows() == 3)

    itemManager.removeAll()
    #expect(sut.numberOfRows() == 0)
  }

  // stage: weak-view
  // TODO: a test that the presenter does not keep its view alive.

  // stage: configure-cell
  // TODO: tests that configuring a cell (a MockCell) for a row shows that row's item:
  // its title, its place's name as the detail, a nil detail without a place, and
  // nothing at all for a row the manager does not have.
}
