import ListKit
import XCTest

@testable import Editing

/// The walkthrough's detour: a title test that passed without ever asking `sut`.
///
/// This suite keeps the set-up the walkthrough had at that moment, so the question it
/// asked can still be asked. The answer stays true whatever you do to the provider: it
/// is about the storyboard's table, which arrives with a delegate of its own.
@MainActor
final class DelegateCoincidenceTests: XCTestCase {
  // XCTest makes a new instance of this class for every test, so these start fresh.
  private var sut = ItemListDataProvider()
  /// Kept so that the storyboard's objects, its provider among them, live as long as the test.
  private var controller: ItemListViewController?
  private var tableView = TableView()

  // The set-up as the walkthrough had it when the "Check" test first passed: `sut` is
  // the data source, and nothing is said about the delegate.
  override func setUp() async throws {
    let controller = try MainStoryboard.make().instantiateViewController(
      withIdentifier: "ItemListViewController", as: ItemListViewController.self)
    controller.loadViewIfNeeded()
    tableView = try XCTUnwrap(controller.tableView)
    tableView.dataSource = sut
    self.controller = controller
  }

  // Green as soon as it is written: it confirms why the "Check" test passed, rather
  // than asking for new code. It fails if the storyboard stops giving the table its
  // own provider as delegate, or if the set-up makes `sut` the delegate.
  func test_tableView_dataSourceAndDelegate_areDifferentProviders() async throws {
    let dataSource = try XCTUnwrap(tableView.dataSource as? ItemListDataProvider)
    let delegate = try XCTUnwrap(tableView.delegate as? ItemListDataProvider)

    XCTAssertFalse(dataSource === delegate)
  }
}
