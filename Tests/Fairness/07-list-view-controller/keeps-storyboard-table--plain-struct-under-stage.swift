// fairness: keeps-storyboard-table
// expect: proven
// form: plain struct (no @Suite) with two @Test functions nested under the stage's line, #require and #expect with ===
// why: Each test pins one of the stage's two facts, the table in the view and the prototype's label inside the cell, as the TODO asks.
import ListKit
import Testing
import XCTest

@testable import ListWiring

/// The list view controller, loaded from the storyboard as the app loads it: its table
/// is there, and one data provider is both the table's data source and its delegate.
@MainActor
final class ItemListViewControllerTests: XCTestCase {
  // MARK: - Helpers

  /// Instantiates the controller from the storyboard and loads its view, the two steps
  /// that connect its outlets and run `viewDidLoad`.
  private func makeSUT() throws -> ItemListViewController {
    let sut = try MainStoryboard.make().instantiateViewController(
      withIdentifier: MainStoryboard.itemListIdentifier, as: ItemListViewController.self)
    sut.loadViewIfNeeded()
    return sut
  }

  // MARK: - Given in test-first mode too

  /// Stage same-object: green at once on the code before it, so the kit keeps this test.
  /// Break the code to watch it fail (give the delegate a second provider), then undo it.
  func test_viewLoad_givesDataSourceAndDelegateOneProvider() async throws {
    let sut = try makeSUT()
    let tableView = try XCTUnwrap(sut.tableView)

    let dataSource = try XCTUnwrap(tableView.dataSource)

    XCTAssertIdentical(dataSource, tableView.delegate)
  }

  // Test-first: write each stage's test under its `// stage:` line, run kit check, and
  // watch it fail before you write the code. Keep the `// stage:` lines: they tell the kit
  // which of your tests belongs to which stage. Put any helper of your own above them.

  // stage: table-view-loaded
  // TODO: a test that the controller's table is there once its view has loaded.
  func test_afterLoading_theTableIsConnected() async throws {
    let sut = try makeSUT()

    XCTAssertNotNil(sut.tableView)
  }

  // stage: data-source
  // TODO: a test that the table's data source is an ItemListDataProvider once the view
  // has loaded.
  func test_dataSource_isAnItemListDataProvider() async throws {
    let sut = try makeSUT()

    XCTAssertTrue(sut.tableView?.dataSource is ItemListDataProvider)
  }

  // stage: delegate
  // TODO: a test that the table's delegate is an ItemListDataProvider once the view has
  // loaded.
  func test_delegate_isAnItemListDataProvider() async throws {
    let sut = try makeSUT()

    XCTAssertTrue(sut.tableView?.delegate is ItemListDataProvider)
  }

  // stage: keeps-storyboard-table
  // TODO: tests that the table is the one in the controller's view, and that it dequeues
  // "ItemCell" cells made from the storyboard's prototype, label and all.
  @MainActor
  struct StoryboardTable {
    let sut: ItemListViewController

    init() throws {
      sut = try MainStoryboard.make().instantiateViewController(
        withIdentifier: MainStoryboard.itemListIdentifier, as: ItemListViewController.self)
      sut.loadViewIfNeeded()
    }

    @Test func tableIsInTheControllersView() throws {
      let table = try #require(sut.tableView)
      #expect(table.superview === sut.view)
    }

    @Test func dequeuedCellCarriesThePrototypesLabel() throws {
      let table = try #require(sut.tableView)
      let cell = table.dequeueReusableCell(
        withIdentifier: MainStoryboard.itemCellIdentifier, for: IndexPath(row: 2, section: 0))
      let itemCell = try #require(cell as? ItemCell)
      let label = try #require(itemCell.titleLabel)
      #expect(label.superview === itemCell)
    }
  }
}
