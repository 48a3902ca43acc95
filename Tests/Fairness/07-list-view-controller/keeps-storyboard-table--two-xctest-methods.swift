// fairness: keeps-storyboard-table
// expect: proven
// form: two async throws XCTest methods, XCTAssertIdentical for the view and for the label's superview, own row index, earlier stages filled
// why: Both facts the stage names are pinned: the table is in the controller's view, and a dequeued cell has the prototype's label inside it.
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
  func test_table_sitsInTheControllersView() async throws {
    let sut = try makeSUT()
    let table = try XCTUnwrap(sut.tableView)

    XCTAssertIdentical(table.superview, sut.view, "the connected table is not on screen")
  }

  func test_table_dequeuesPrototypeCellsWithTheirLabel() async throws {
    let sut = try makeSUT()
    let table = try XCTUnwrap(sut.tableView)

    let dequeued = table.dequeueReusableCell(
      withIdentifier: "ItemCell", for: IndexPath(row: 3, section: 0))

    let cell = try XCTUnwrap(dequeued as? ItemCell)
    let label = try XCTUnwrap(cell.titleLabel, "no title label: not the prototype")
    XCTAssertIdentical(label.superview, cell, "the title label is not inside the cell")
  }
}
