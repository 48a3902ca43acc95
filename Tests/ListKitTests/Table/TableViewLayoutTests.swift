import ListKit
import XCTest

/// When a table asks its data source for cells, and which cells it keeps on screen.
@MainActor
final class TableViewLayoutTests: XCTestCase {
  func test_cellForRow_secondCall_returnsSameCellWithoutAskingAgain() async {
    let (sut, dataSource) = makeSUT(rowsPerSection: [1])
    let first = sut.cellForRow(at: firstRow)

    let second = sut.cellForRow(at: firstRow)

    XCTAssertTrue(first === second)
    XCTAssertEqual(dataSource.requestedCells, [firstRow])
  }

  func test_cellForRow_afterReload_asksDataSourceAgain() async {
    let (sut, dataSource) = makeSUT(rowsPerSection: [1])
    _ = sut.cellForRow(at: firstRow)

    sut.reloadData()
    _ = sut.cellForRow(at: firstRow)

    XCTAssertEqual(dataSource.requestedCells, [firstRow, firstRow])
  }

  func test_layoutIfNeeded_asksDataSourceForExactlyTheVisibleRows() async {
    let (sut, dataSource) = makeSUT(rowsPerSection: [2, 3], visibleRows: 4)

    sut.layoutIfNeeded()

    XCTAssertEqual(
      dataSource.requestedCells,
      [path(0, 0), path(1, 0), path(0, 1), path(1, 1)])
  }

  func test_layoutIfNeeded_twice_asksForEachRowOnce() async {
    let (sut, dataSource) = makeSUT(rowsPerSection: [2], visibleRows: 4)

    sut.layoutIfNeeded()
    sut.layoutIfNeeded()

    XCTAssertEqual(dataSource.requestedCells, [path(0, 0), path(1, 0)])
  }

  func test_visibleCells_beforeLayout_isEmpty() async {
    let (sut, _) = makeSUT(rowsPerSection: [2])

    XCTAssertTrue(sut.visibleCells.isEmpty)
  }

  func test_visibleCells_afterLayout_areTheVisibleRowsCellsInRowOrder() async {
    let (sut, _) = makeSUT(rowsPerSection: [1, 2], visibleRows: 2)

    sut.layoutIfNeeded()

    let expected = [path(0, 0), path(0, 1)].compactMap { sut.cellForRow(at: $0) }
    XCTAssertEqual(sut.visibleCells.count, 2)
    XCTAssertEqual(
      sut.visibleCells.map(ObjectIdentifier.init), expected.map(ObjectIdentifier.init))
  }

  func test_visibleCells_afterReload_isEmpty() async {
    let (sut, _) = makeSUT(rowsPerSection: [2])
    sut.layoutIfNeeded()

    sut.reloadData()

    XCTAssertTrue(sut.visibleCells.isEmpty)
  }

  // MARK: - Helpers

  private let firstRow = IndexPath(row: 0, section: 0)

  private func makeSUT(
    rowsPerSection: [Int], visibleRows: Int = 10,
    file: StaticString = #filePath, line: UInt = #line
  ) -> (sut: TableView, dataSource: TableDataSourceSpy) {
    let sut = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44 * CGFloat(visibleRows)))
    sut.register(TableViewCell.self, forCellReuseIdentifier: TableDataSourceSpy.cellIdentifier)
    let dataSource = TableDataSourceSpy(rowsPerSection: rowsPerSection)
    sut.dataSource = dataSource
    keepAliveUntilTearDown(dataSource)
    trackForMemoryLeaks(sut, file: file, line: line)
    return (sut, dataSource)
  }

  private func path(_ row: Int, _ section: Int) -> IndexPath {
    IndexPath(row: row, section: section)
  }
}
