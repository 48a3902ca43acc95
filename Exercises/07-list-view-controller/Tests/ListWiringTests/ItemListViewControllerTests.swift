import ListKit
import XCTest

@testable import ListWiring

/// The list view controller, loaded from the storyboard as the app loads it: its table
/// is there, and one data provider is both the table's data source and its delegate.
@MainActor
final class ItemListViewControllerTests: XCTestCase {
  func test_viewLoad_connectsTheTableOutlet() async throws {
    let sut = try makeSUT()

    XCTAssertNotNil(sut.tableView)
  }

  func test_viewLoad_makesAProviderTheTablesDataSource() async throws {
    let sut = try makeSUT()

    XCTAssertTrue(sut.tableView?.dataSource is ItemListDataProvider)
  }

  func test_viewLoad_makesAProviderTheTablesDelegate() async throws {
    let sut = try makeSUT()

    XCTAssertTrue(sut.tableView?.delegate is ItemListDataProvider)
  }

  func test_viewLoad_givesDataSourceAndDelegateOneProvider() async throws {
    let sut = try makeSUT()
    let tableView = try XCTUnwrap(sut.tableView)

    let dataSource = try XCTUnwrap(tableView.dataSource)

    XCTAssertIdentical(dataSource, tableView.delegate)
  }

  // The detour: a table made in viewDidLoad passes the four tests above, and is not
  // the table the user sees.

  func test_tableView_isTheOneInTheControllersView() async throws {
    let sut = try makeSUT()

    let tableView = try XCTUnwrap(sut.tableView)

    XCTAssertIdentical(tableView.superview, sut.view, "the table is not in the controller's view")
  }

  func test_tableView_dequeuesItemCellsFromTheStoryboardPrototype() async throws {
    let sut = try makeSUT()
    let tableView = try XCTUnwrap(sut.tableView)

    let cell = tableView.dequeueReusableCell(
      withIdentifier: MainStoryboard.itemCellIdentifier, for: IndexPath(row: 0, section: 0))

    let itemCell = try XCTUnwrap(cell as? ItemCell, "an \"ItemCell\" row gave a \(type(of: cell))")
    XCTAssertNotNil(itemCell.titleLabel, "the cell was not made from the prototype: no label")
    // Connected is not shown: the label must also be inside the cell (the kit's addition).
    XCTAssertIdentical(itemCell.titleLabel?.superview, itemCell, "the label is not in the cell")
  }

  // MARK: - Helpers

  /// Instantiates the controller from the storyboard and loads its view, the two steps
  /// that connect its outlets and run `viewDidLoad`.
  private func makeSUT() throws -> ItemListViewController {
    let sut = try MainStoryboard.make().instantiateViewController(
      withIdentifier: MainStoryboard.itemListIdentifier, as: ItemListViewController.self)
    sut.loadViewIfNeeded()
    return sut
  }
}
