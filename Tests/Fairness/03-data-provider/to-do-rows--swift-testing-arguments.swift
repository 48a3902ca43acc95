// fairness: to-do-rows
// expect: proven
// form: Swift Testing @MainActor @Suite struct nested under the stage line, own provider, manager and table, @Test(arguments:)
// why: for two starting counts the first section shows them, and one more after an add and a reload, so no constant passes.
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
  @MainActor
  @Suite("Rows of the to-do section")
  struct ToDoRowsTests {
    let provider = ItemListDataProvider()
    let manager = ItemManager()
    let table = TableView()

    init() {
      provider.itemManager = manager
      table.dataSource = provider
    }

    @Test("one row per to-do item, after a reload too", arguments: [2, 5])
    func rowPerToDoItem(count: Int) {
      for number in 1...count {
        manager.add(ToDoItem(title: "Errand \(number)"))
      }
      #expect(table.numberOfRows(inSection: 0) == count)

      manager.add(ToDoItem(title: "One more errand"))
      table.reloadData()
      #expect(table.numberOfRows(inSection: 0) == count + 1)
    }
  }

  // stage: done-rows
  // TODO: a test that the second section has a row per done item, also after a reload.
}
