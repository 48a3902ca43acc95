// fairness: configure-cell
// expect: proven
// form: @Test(arguments:) over every row of three mixed items with the exact expected messages, plus a missing-row @Test
// why: Each row's exact messages (own title, own place or nil, once each) and an untouched cell for a missing row pin every planted kind of mistake.
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
  static let items = [
    ToDoItem(title: "Fix the bike", location: Location(name: "Garage")),
    ToDoItem(title: "Write to Ana", itemDescription: "About the trip"),
    ToDoItem(title: "Pick up keys", location: Location(name: "Front desk")),
  ]

  @Test(
    "each row's cell shows that item's title and place",
    arguments: [
      (0, [MockCell.Message.display(title: "Fix the bike"), .display(detail: "Garage")]),
      (1, [.display(title: "Write to Ana"), .display(detail: nil)]),
      (2, [.display(title: "Pick up keys"), .display(detail: "Front desk")]),
    ])
  func rowShowsItsItem(row: Int, expected: [MockCell.Message]) {
    Self.items.forEach(itemManager.add)
    let cell = MockCell()

    sut.configure(cell: cell, forRow: row)

    #expect(cell.messages == expected)
  }

  @Test func missingRowSendsNothing() {
    Self.items.forEach(itemManager.add)
    let cell = MockCell()

    sut.configure(cell: cell, forRow: 3)

    #expect(cell.messages.isEmpty)
  }
}
