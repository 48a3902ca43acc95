// fairness: done-rows
// expect: wrong
// failing: test_doneRows_2_oneMoreDone
// form: two XCTest methods sharing a `static let shared = ItemManager()`: the second adds one item and expects the first's two done items too
// why: run on its own, as `swift test --filter` runs it, the second test fails on the reference (it checks an item it never added); only beside the first does it pass (a fresh learner's fourteenth try, 03 row 45)
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
  func test_numberOfSections_isTwo() async throws {
    XCTAssertEqual(tableView.numberOfSections, 2)
  }

  @MainActor @Suite struct Sections {
    let sut = ItemListDataProvider()
    let tableView = TableView()

    @Test func `the table has more than one section`() {
      tableView.dataSource = sut
      #expect(tableView.numberOfSections > 1)
    }
  }

  // stage: to-do-rows
  // TODO: a test that the first section has a row per to-do item, also after a reload.
  func test_toDoRows_growAfterAReload() async throws {
    itemManager.add(ToDoItem(title: "Water the ferns"))
    let before = tableView.numberOfRows(inSection: 0)
    itemManager.add(ToDoItem(title: "Sort the mail"))
    tableView.reloadData()
    XCTAssertEqual([before, tableView.numberOfRows(inSection: 0)], [1, 2])
  }

  // stage: done-rows
  // TODO: a test that the second section has a row per done item, also after a reload,
  // while the first section still counts only the to-do items.
  static let shared = ItemManager()

  func test_doneRows_1_twoOfThreeDone() async throws {
    sut.itemManager = Self.shared
    Self.shared.add(ToDoItem(title: "Foo"))
    Self.shared.add(ToDoItem(title: "Bar"))
    Self.shared.add(ToDoItem(title: "Baz"))
    try Self.shared.checkItem(at: 0)
    try Self.shared.checkItem(at: 0)
    tableView.reloadData()
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 2)
  }

  func test_doneRows_2_oneMoreDone() async throws {
    sut.itemManager = Self.shared
    Self.shared.add(ToDoItem(title: "Qux"))
    try Self.shared.checkItem(at: 1)
    tableView.reloadData()
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 3)
  }
}
