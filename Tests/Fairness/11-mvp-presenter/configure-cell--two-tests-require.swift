// fairness: configure-cell
// expect: proven
// form: one @Test with several #expect over rows 1 and 0 and a missing row, and a second @Test for the nil detail, using #require
// why: Row 1's exact title and place, a nil detail said out loud, and silence for a missing row: the whole stage in two tests.
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
  @Test("configure sends the row's title then its place, and nothing for a row that is not there")
  func configureSendsTheRowsTitleThenPlace() throws {
    itemManager.add(ToDoItem(title: "Send the forms", location: Location(name: "Town hall")))
    itemManager.add(ToDoItem(title: "Collect the photos", location: Location(name: "Photo shop")))

    let second = MockCell()
    sut.configure(cell: second, forRow: 1)
    #expect(
      second.messages == [.display(title: "Collect the photos"), .display(detail: "Photo shop")])

    let first = MockCell()
    sut.configure(cell: first, forRow: 0)
    let firstMessage = try #require(first.messages.first)
    #expect(firstMessage == .display(title: "Send the forms"))
    #expect(first.messages.count == 2)

    let missing = MockCell()
    sut.configure(cell: missing, forRow: 2)
    #expect(missing.messages == [])
  }

  @Test("an item without a place clears the detail")
  func noPlaceClearsTheDetail() {
    itemManager.add(ToDoItem(title: "Phone Dad", itemDescription: "His birthday"))
    let cell = MockCell()

    sut.configure(cell: cell, forRow: 0)

    #expect(cell.messages.contains(.display(detail: nil)))
    #expect(!cell.messages.contains(.display(detail: "His birthday")))
  }
}
