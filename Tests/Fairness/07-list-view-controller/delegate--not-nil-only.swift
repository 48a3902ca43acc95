// fairness: delegate
// expect: weak
// form: async throws XCTest method asserting only that the delegate is not nil, earlier stages filled
// why: The stage asks for an ItemListDataProvider as the delegate; the controller as its own delegate, the classic shortcut, passes "not nil" (chaff delegate-is-the-controller).
import ListKit
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
  func test_loadedTable_hasAnItemListDataProviderAsItsDataSource() async throws {
    let sut = try makeSUT()

    XCTAssertTrue(
      sut.tableView?.dataSource is ItemListDataProvider,
      "the data source is \(String(describing: sut.tableView?.dataSource))")
  }

  // stage: delegate
  // TODO: a test that the table's delegate is an ItemListDataProvider once the view has
  // loaded.
  func test_loadedTable_hasADelegate() async throws {
    let sut = try makeSUT()

    XCTAssertNotNil(sut.tableView?.delegate)
  }

  // stage: keeps-storyboard-table
  // TODO: tests that the table is the one in the controller's view, and that it dequeues
  // "ItemCell" cells made from the storyboard's prototype, label and all.
}
