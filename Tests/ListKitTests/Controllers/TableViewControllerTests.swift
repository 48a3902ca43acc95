import ListKit
import XCTest

/// A table view controller owns a screen-sized table and is its data source and delegate.
@MainActor
final class TableViewControllerTests: XCTestCase {
  func test_tableView_read_loadsView() async {
    let sut = makeSUT()

    _ = sut.tableView

    XCTAssertTrue(sut.isViewLoaded)
  }

  func test_tableView_readTwice_isTheSameTable() async {
    let sut = makeSUT()

    XCTAssertTrue(sut.tableView === sut.tableView)
  }

  func test_loadView_tableIsItsOwnDataSourceAndDelegate() async {
    let sut = makeSUT()

    sut.loadViewIfNeeded()

    XCTAssertTrue(sut.tableView.dataSource === sut)
    XCTAssertTrue(sut.tableView.delegate === sut)
  }

  func test_loadView_tableFillsTheScreenInsideTheView() async {
    let sut = makeSUT()

    sut.loadViewIfNeeded()

    XCTAssertEqual(sut.tableView.frame, ViewController.screenFrame)
    XCTAssertTrue(sut.tableView.superview === sut.view)
  }

  func test_defaults_areOneSectionNoRowsAndDelete() async {
    let sut = makeSUT()
    let firstRow = IndexPath(row: 0, section: 0)

    XCTAssertEqual(sut.tableView.numberOfSections, 1)
    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 0)
    XCTAssertEqual(
      sut.tableView(sut.tableView, titleForDeleteConfirmationButtonForRowAt: firstRow), "Delete")
    XCTAssertNil(sut.tableView(sut.tableView, titleForHeaderInSection: 0))
  }

  func test_loadView_subclassRows_areCountedAndLaidOutAfterViewDidLoad() async {
    let sut = ThreeRowController()

    sut.loadViewIfNeeded()

    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 3)
    XCTAssertEqual(sut.messages, [.viewDidLoad, .cellForRow(0), .cellForRow(1), .cellForRow(2)])
    XCTAssertEqual(sut.tableView.visibleCells.count, 3)
  }

  func test_viewDidLoad_tableAlreadyHasItsDataSourceAndDelegate() async {
    let sut = ThreeRowController()

    sut.loadViewIfNeeded()

    XCTAssertEqual(sut.wasWiredInViewDidLoad, true)
  }

  func test_dataSourceSetInViewDidLoad_isKept() async {
    let sut = ProviderWiringController()

    sut.loadViewIfNeeded()

    XCTAssertTrue(sut.tableView.dataSource === sut.provider)
    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 2)
  }

  // MARK: - Helpers

  private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> TableViewController {
    let sut = TableViewController()
    trackForMemoryLeaks(sut, file: file, line: line)
    return sut
  }

  /// A spy controller claiming three rows: records `viewDidLoad` and every cell asked for.
  private final class ThreeRowController: TableViewController {
    enum Message: Equatable {
      case viewDidLoad
      case cellForRow(Int)
    }

    private(set) var messages: [Message] = []
    private(set) var wasWiredInViewDidLoad: Bool?

    override func viewDidLoad() {
      super.viewDidLoad()
      messages.append(.viewDidLoad)
      wasWiredInViewDidLoad = tableView.dataSource === self && tableView.delegate === self
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      3
    }

    override func tableView(
      _ tableView: TableView, cellForRowAt indexPath: IndexPath
    ) -> TableViewCell {
      messages.append(.cellForRow(indexPath.row))
      return TableViewCell()
    }
  }

  /// A controller that hands its table to another data source, as a walkthrough's
  /// list view controller hands it to a data provider.
  private final class ProviderWiringController: TableViewController {
    let provider = RequiredMethodsOnlyDataSource(rows: 2)

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.dataSource = provider
    }
  }
}
