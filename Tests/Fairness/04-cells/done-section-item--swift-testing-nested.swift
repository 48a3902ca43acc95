// fairness: done-section-item
// expect: proven
// form: Swift Testing @MainActor @Suite struct nested under the stage line, own provider, @Test(arguments:) over done rows, #require
// why: both done rows show their own checked item while two to-do items remain, so neither the to-do list nor a fixed done row passes.
import ListKit
import TestDoubles
import Testing
import ToDo
import XCTest

@testable import ItemCells

/// The cells the item list's data provider makes, and what it puts in them.
///
/// The first test reads a cell from the storyboard's table, as the app would; the others
/// read it from the catalog's spy table (`MockTableView`) registered to hand out spy
/// cells (`ItemCellSpy`), so that each test sees what the provider did to the table and
/// to the cell.
@MainActor
final class ItemListDataProviderTests: XCTestCase {
  // XCTest makes a new instance of this class for every test, so these start fresh.
  private var sut = ItemListDataProvider()
  private var itemManager = ItemManager()
  /// Kept so that the storyboard's objects live as long as the test.
  private var controller: ItemListViewController?
  private var tableView = TableView()

  private let topRow = IndexPath(row: 0, section: 0)
  private let groceries = ToDoItem(title: "Buy groceries")

  // The table comes from the storyboard, as in the app: it has whatever cells the
  // storyboard's scene registered for it.
  override func setUp() async throws {
    sut.itemManager = itemManager
    let controller = try MainStoryboard.make().instantiateViewController(
      withIdentifier: "ItemListViewController", as: ItemListViewController.self)
    controller.loadViewIfNeeded()
    tableView = try XCTUnwrap(controller.tableView)
    tableView.dataSource = sut
    self.controller = controller
  }

  /// A spy table whose data source is the provider under test, after the manager was
  /// given `items` and the table reloaded.
  ///
  /// The frame matters: a table answers `cellForRow(at:)` only for rows it can show, and
  /// `MockTableView.make` gives it room for ten rows unless told otherwise.
  private func tableSpyShowing(_ items: ToDoItem...) -> MockTableView {
    let spyTable = MockTableView.make(dataSource: sut, registering: ItemCellSpy.self)
    items.forEach(itemManager.add)
    spyTable.reloadData()
    return spyTable
  }

  // Test-first: write each stage's test under its `// stage:` line, run kit check, and
  // watch it fail before you write the code. Keep the `// stage:` lines: they tell the kit
  // which of your tests belongs to which stage. The storyboard's table (`tableView`, set
  // up above) is for the first stage; the later ones read a spy table (`tableSpyShowing`).

  // stage: returns-item-cell
  // TODO: a test that every row the storyboard's table shows holds an ItemCell.

  // stage: dequeues-cell
  // TODO: a test that the provider asks the table for an "ItemCell" and shows that very cell.

  // stage: configures-cell
  // TODO: a test that the cell the table hands out gets configured.

  // stage: configures-with-item
  // TODO: a test that a to-do row's cell gets that row's to-do item, not just any item.

  // stage: done-section-item
  // TODO: a test that a row of the done section gets that row's done item.
  @MainActor
  @Suite("A done row's cell gets its done item")
  struct DoneRowItemTests {
    let provider = ItemListDataProvider()
    let manager = ItemManager()

    @Test("done row n shows done item n", arguments: [0, 1])
    func doneRowShowsItsItem(row: Int) throws {
      provider.itemManager = manager
      for title in ["Bake a cake", "Write a card", "Blow up balloons", "Hang streamers"] {
        manager.add(ToDoItem(title: title))
      }
      try manager.checkItem(at: 1)
      try manager.checkItem(at: 2)
      let table = MockTableView.make(dataSource: provider, registering: ItemCellSpy.self)
      table.reloadData()

      let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 1)) as? ItemCellSpy)
      let expected = [
        ToDoItem(title: "Write a card", done: true), ToDoItem(title: "Hang streamers", done: true),
      ]
      #expect(cell.configuredItem == expected[row])
    }
  }
}
