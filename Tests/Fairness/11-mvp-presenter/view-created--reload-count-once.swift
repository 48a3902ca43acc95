// fairness: view-created
// expect: over-specified
// form: two @Tests, the title by contains, the reload counted exactly once with the spy's reloadListCallCount
// why: The stage asks that the view be asked to reload, not how many times; the next stage pins one reload on purpose. A presenter that reloads twice is correct here and fails this test.
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
  @Test func viewCreatedShowsTheTitle() {
    sut.viewCreated()

    #expect(view.messages.contains(.display(title: "To Do")))
  }

  @Test func viewCreatedReloadsOnce() {
    sut.viewCreated()

    #expect(view.reloadListCallCount == 1)
  }

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
}
