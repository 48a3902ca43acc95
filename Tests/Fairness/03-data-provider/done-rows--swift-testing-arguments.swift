// fairness: done-rows
// expect: weak
// form: Swift Testing @MainActor @Suite struct nested under the stage line, @Test(arguments:) over (items, checked) pairs
// why: the stage now asks that the first section still counts only the to-do items once some are done (its TODO line says so), and this test never looks at the first section
import ListKit
import Testing
import ToDo
import XCTest

@testable import DataProvider

/// How many sections and rows the item list's table gets from its data provider.
@MainActor
final class ItemListDataProviderTests: XCTestCase {
  // XCTest makes a new instance of this class for every test, so these three start
  // fresh each time. setUp wires them together: the arrange step every test shares.
  private var sut = ItemListDataProvider()
  private var itemManager = ItemManager()
  private var tableView = TableView()

  override func setUp() async throws {
    sut.itemManager = itemManager
    tableView.dataSource = sut
  }

  // Test-first: write each stage's test under its `// stage:` line, run kit check, and
  // watch it fail before you write the code. Keep the `// stage:` lines: they tell the kit
  // which of your tests belongs to which stage.

  // stage: two-sections
  // TODO: a test that the table gets two sections from the provider: to-do, then done.

  // stage: to-do-rows
  // TODO: a test that the first section has a row per to-do item, also after a reload.

  // stage: done-rows
  // TODO: a test that the second section has a row per done item, also after a reload.
  @MainActor
  @Suite("Rows of the done section")
  struct DoneRowsTests {
    let provider = ItemListDataProvider()
    let manager = ItemManager()
    let table = TableView()

    init() {
      provider.itemManager = manager
      table.dataSource = provider
    }

    @Test("one row per done item", arguments: [(4, 3), (5, 2), (2, 2)])
    func rowPerDoneItem(items: Int, checked: Int) throws {
      for number in 1...items {
        manager.add(ToDoItem(title: "Task \(number)"))
      }
      for _ in 0..<checked { try manager.checkItem(at: 0) }

      #expect(table.numberOfRows(inSection: 1) == checked)

      manager.add(ToDoItem(title: "Late task"))
      try manager.checkItem(at: manager.toDoCount - 1)
      table.reloadData()
      #expect(table.numberOfRows(inSection: 1) == checked + 1)
    }
  }
}
