import ListKit
import TestDoubles
import ToDo
import XCTest

@testable import ItemCellLabels

/// The walkthrough's last step: the item manager's checked state reaches the cell.
///
/// The cell can strike a title through, but only if whoever configures it says the item
/// is done. The first test watches the data provider through the catalog's
/// `MockItemCell` (a spy); the second looks at the real list, as the user would.
@MainActor
final class ItemListCheckedRowTests: XCTestCase {
  private let itemManager = ItemManager()
  /// Kept here because a table holds its data source weakly.
  private let provider = ItemListDataProvider()
  private let kettle = ToDoItem(title: "Descale the kettle")

  override func setUp() async throws {
    provider.itemManager = itemManager
    itemManager.add(ToDoItem(title: "Bleed the radiators"))
    itemManager.add(kettle)
    try itemManager.checkItem(at: 1)
  }

  func test_cellForRow_inDoneSection_configuresTheCellAsChecked() async throws {
    let table = tableOfSpyCells()

    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 1)) as? MockItemCell)

    XCTAssertEqual(cell.messages, [.configure(item: doneKettle, checked: true)])
  }

  // The kit's addition: the other section. A provider that says "checked" for every row
  // passes the test above; a to-do row's cell must hear `checked: false`.
  func test_cellForRow_inToDoSection_configuresTheCellAsUnchecked() async throws {
    let table = tableOfSpyCells()

    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? MockItemCell)

    XCTAssertEqual(
      cell.messages, [.configure(item: ToDoItem(title: "Bleed the radiators"), checked: false)])
  }

  func test_doneRow_inTheList_showsItsTitleStruckThrough() async throws {
    let controller = try MainStoryboard.make().instantiateViewController(
      withIdentifier: MainStoryboard.itemListIdentifier, as: ItemListViewController.self)
    controller.loadViewIfNeeded()
    let table = try XCTUnwrap(controller.tableView, "the scene did not connect its table")
    table.dataSource = provider

    let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 1)) as? ItemCell)

    XCTAssertEqual(
      cell.titleLabel?.attributedText, StyledText("Descale the kettle", isStruckThrough: true))
  }

  /// A table with room for both sections, whose cells are the catalog's spy.
  private func tableOfSpyCells() -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.register(MockItemCell.self, forCellReuseIdentifier: "ItemCell")
    table.dataSource = provider
    return table
  }

  /// The manager marks the items it checks, so the done list holds this copy.
  private var doneKettle: ToDoItem {
    var done = kettle
    done.done = true
    return done
  }
}
