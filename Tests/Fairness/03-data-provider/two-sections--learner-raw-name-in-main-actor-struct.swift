// fairness: two-sections
// expect: proven
// form: Swift Testing @MainActor struct at file scope, raw identifier, inline arrange (no setUp)
// why: a new learner's correct test the judge first called wrong ('none of it ran there'): a raw-identifier @Test in a file-scope @MainActor struct with no @Suite
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
}

// stage: two-sections
@MainActor
struct SectionCountTests {
  @Test func `the table has two sections`() {
    let provider = ItemListDataProvider()
    provider.itemManager = ItemManager()
    let table = TableView()
    table.dataSource = provider

    #expect(table.numberOfSections == 2)
  }
}
