import ListKit
import XCTest

/// The counts a table view asks its data source for, and when it asks again.
@MainActor
final class TableViewRowCountTests: XCTestCase {
  func test_numberOfRows_afterBackingDataGrows_staysCachedUntilReload() async {
    let (sut, dataSource) = makeSUT(rowsPerSection: [1])
    XCTAssertEqual(sut.numberOfRows(inSection: 0), 1)

    dataSource.rowsPerSection = [2]

    XCTAssertEqual(sut.numberOfRows(inSection: 0), 1)
  }

  func test_numberOfRows_whenDataSourceAnswersNegative_isZeroAndLaysOutNothing() async {
    let (sut, _) = makeSUT(rowsPerSection: [-1, 1])

    XCTAssertEqual(sut.numberOfRows(inSection: 0), 0)
    XCTAssertEqual(sut.indexPathsForVisibleRows, [IndexPath(row: 0, section: 1)])
  }

  func test_reloadData_afterBackingDataGrows_givesNewRowCount() async {
    let (sut, dataSource) = makeSUT(rowsPerSection: [1])
    XCTAssertEqual(sut.numberOfRows(inSection: 0), 1)
    dataSource.rowsPerSection = [2]

    sut.reloadData()

    XCTAssertEqual(sut.numberOfRows(inSection: 0), 2)
  }

  func test_numberOfSections_afterBackingDataGrows_staysCachedUntilReload() async {
    let (sut, dataSource) = makeSUT(rowsPerSection: [1])
    XCTAssertEqual(sut.numberOfSections, 1)

    dataSource.rowsPerSection = [1, 1]

    XCTAssertEqual(sut.numberOfSections, 1)
    sut.reloadData()
    XCTAssertEqual(sut.numberOfSections, 2)
  }

  func test_counts_readTwice_askDataSourceOnce() async {
    let (sut, dataSource) = makeSUT(rowsPerSection: [1, 2])

    _ = sut.numberOfSections
    _ = sut.numberOfRows(inSection: 1)
    _ = sut.numberOfRows(inSection: 0)

    XCTAssertEqual(
      dataSource.messages,
      [.numberOfSections, .numberOfRows(section: 0), .numberOfRows(section: 1)])
  }

  func test_settingDataSource_reloadsCounts() async {
    let (sut, _) = makeSUT(rowsPerSection: [1])
    XCTAssertEqual(sut.numberOfRows(inSection: 0), 1)
    let other = TableDataSourceSpy(rowsPerSection: [3, 4])

    sut.dataSource = other

    XCTAssertEqual(sut.numberOfSections, 2)
    XCTAssertEqual(sut.numberOfRows(inSection: 1), 4)
  }

  func test_numberOfSections_withoutDataSource_isZero() async {
    let sut = TableView()

    XCTAssertEqual(sut.numberOfSections, 0)
    XCTAssertEqual(sut.numberOfRows(inSection: 0), 0)
  }

  func test_numberOfRows_sectionOutOfRange_isZero() async {
    let (sut, _) = makeSUT(rowsPerSection: [3])

    XCTAssertEqual(sut.numberOfRows(inSection: 1), 0)
    XCTAssertEqual(sut.numberOfRows(inSection: -1), 0)
  }

  func test_dataSource_isHeldWeakly() async {
    let sut = TableView()
    var dataSource: TableDataSourceSpy? = TableDataSourceSpy(rowsPerSection: [1])
    sut.dataSource = dataSource

    dataSource = nil

    XCTAssertNil(sut.dataSource)
  }

  // MARK: - Helpers

  private func makeSUT(
    rowsPerSection: [Int], file: StaticString = #filePath, line: UInt = #line
  ) -> (sut: TableView, dataSource: TableDataSourceSpy) {
    let sut = TableView()
    let dataSource = TableDataSourceSpy(rowsPerSection: rowsPerSection)
    sut.dataSource = dataSource
    keepAliveUntilTearDown(dataSource)
    trackForMemoryLeaks(sut, file: file, line: line)
    return (sut, dataSource)
  }
}
