// fairness: two-sections
// expect: proven
// form: a file-scope @MainActor @Test function under a second '// stage: two-sections' line at the end of the file, after a suite and another stage's free function
// why: a new learner's third try (row 41): #expect(table.numberOfSections == 2) was called weak against the misspelt numberOfSection(in:) chaff, though the same run showed it red on the starter's one section
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
  // TODO: a test that the second section has a row per done item, also after a reload,
  // while the first section still counts only the to-do items.
  func test_rows_whenSomeAreDone_countEachList() async throws {
    try fill(toDo: 3, done: 1)
    XCTAssertEqual(rows(), [2, 1])
    try itemManager.checkItem(at: 0)
    tableView.reloadData()
    XCTAssertEqual(rows(), [1, 2])
  }
}

// stage: to-do-rows
@MainActor
@Suite("to-do rows") struct ToDoRowsTests {
  let sut = ItemListDataProvider()
  let manager = ItemManager()
  let table = TableView()

  init() {
    sut.itemManager = manager
    table.dataSource = sut
  }

}

// stage: to-do-rows
@MainActor
@Test func toDoRowsFreeFunction() {
  let sut = ItemListDataProvider()
  let manager = ItemManager()
  let table = TableView()
  sut.itemManager = manager
  table.dataSource = sut
  manager.add(ToDoItem(title: "Foo"))
  #expect(table.numberOfRows(inSection: 0) == 1)
  manager.add(ToDoItem(title: "Bar"))
  table.reloadData()
  #expect(table.numberOfRows(inSection: 0) == 2)
}

extension ItemListDataProviderTests {
  /// Adds `toDo` items and checks the first `done` of them.
  fileprivate func fill(toDo: Int, done: Int) throws {
    for i in 0..<toDo { itemManager.add(ToDoItem(title: "item \(i)")) }
    for _ in 0..<done { try itemManager.checkItem(at: 0) }
  }

  fileprivate func rows() -> [Int] {
    [tableView.numberOfRows(inSection: 0), tableView.numberOfRows(inSection: 1)]
  }
}

// stage: two-sections
@MainActor
@Test func twoSectionsPlain() {
  let sut = ItemListDataProvider()
  let table = TableView()
  table.dataSource = sut
  #expect(table.numberOfSections == 2)
}
