import ListKit
import XCTest

/// UIKit's answers for the optional data-source and delegate methods.
@MainActor
final class TableViewDefaultsTests: XCTestCase {
  func test_numberOfSections_dataSourceWithoutSectionCount_isOne() async {
    let sut = TableView()
    let dataSource = RequiredMethodsOnlyDataSource(rows: 2)

    sut.dataSource = dataSource

    XCTAssertEqual(sut.numberOfSections, 1)
    XCTAssertEqual(sut.numberOfRows(inSection: 0), 2)
  }

  func test_titleForHeader_dataSourceDefault_isNil() async {
    let sut = TableView()
    let dataSource = RequiredMethodsOnlyDataSource(rows: 1)
    sut.dataSource = dataSource

    let title = sut.dataSource?.tableView(sut, titleForHeaderInSection: 0)

    XCTAssertNil(title)
  }

  func test_deleteConfirmationTitle_delegateDefault_isDelete() async {
    let sut = TableView()
    let delegate = EmptyDelegate()
    sut.delegate = delegate

    let title = sut.delegate?.tableView(
      sut, titleForDeleteConfirmationButtonForRowAt: IndexPath(row: 0, section: 0))

    XCTAssertEqual(title, "Delete")
  }

  func test_delegate_isHeldWeakly() async {
    let sut = TableView()
    var delegate: EmptyDelegate? = EmptyDelegate()
    sut.delegate = delegate

    delegate = nil

    XCTAssertNil(sut.delegate)
  }

  func test_rowHeight_byDefault_is44() async {
    let sut = TableView()

    XCTAssertEqual(sut.rowHeight, 44)
  }

  // MARK: - Helpers

  /// A delegate that implements nothing, so every method is the protocol's default.
  private final class EmptyDelegate: TableViewDelegate {}
}
