import ListKit
import XCTest

/// Which rows a table treats as on screen: those whose top edge lies inside its frame.
@MainActor
final class TableViewVisibleRowsTests: XCTestCase {
  func test_cellForRow_zeroFrame_answersFirstRowOfFirstSection() async {
    let sut = makeSUT(rowsPerSection: [1, 1], frame: .zero)

    let cell = sut.cellForRow(at: IndexPath(row: 0, section: 0))

    XCTAssertNotNil(cell)
  }

  func test_cellForRow_zeroFrameAndFirstSectionHasRow_isNilForSecondSection() async {
    let sut = makeSUT(rowsPerSection: [1, 1], frame: .zero)

    let cell = sut.cellForRow(at: IndexPath(row: 0, section: 1))

    XCTAssertNil(cell)
  }

  func test_cellForRow_zeroFrameAndEmptyFirstSection_answersSecondSection() async {
    let sut = makeSUT(rowsPerSection: [0, 1], frame: .zero)

    let cell = sut.cellForRow(at: IndexPath(row: 0, section: 1))

    XCTAssertNotNil(cell)
  }

  func test_cellForRow_frameThreeRowsHigh_answersFirstThreeRowsOnly() async {
    let sut = makeSUT(rowsPerSection: [2, 2], frame: frame(rows: 3))

    let answered = allRows(of: sut).filter { sut.cellForRow(at: $0) != nil }

    XCTAssertEqual(answered, [path(0, 0), path(1, 0), path(0, 1)])
  }

  func test_cellForRow_frameGiven_answersSecondSection() async {
    let sut = makeSUT(rowsPerSection: [1, 1], frame: frame(rows: 2))

    let cell = sut.cellForRow(at: IndexPath(row: 0, section: 1))

    XCTAssertNotNil(cell)
  }

  func test_cellForRow_rowOutsideTable_isNil() async {
    let sut = makeSUT(rowsPerSection: [1], frame: frame(rows: 10))

    XCTAssertNil(sut.cellForRow(at: IndexPath(row: 1, section: 0)))
    XCTAssertNil(sut.cellForRow(at: IndexPath(row: 0, section: 1)))
  }

  func test_indexPathsForVisibleRows_followRowHeight() async {
    let sut = makeSUT(rowsPerSection: [5], frame: CGRect(x: 0, y: 0, width: 320, height: 200))

    sut.rowHeight = 100

    XCTAssertEqual(sut.indexPathsForVisibleRows, [path(0, 0), path(1, 0)])
  }

  func test_indexPathsForVisibleRows_partlyShownRow_isVisible() async {
    let sut = makeSUT(rowsPerSection: [5], frame: CGRect(x: 0, y: 0, width: 320, height: 45))

    let visible = sut.indexPathsForVisibleRows

    XCTAssertEqual(visible, [path(0, 0), path(1, 0)])
  }

  // MARK: - Helpers

  private func makeSUT(
    rowsPerSection: [Int], frame: CGRect, file: StaticString = #filePath, line: UInt = #line
  ) -> TableView {
    let sut = TableView(frame: frame)
    sut.register(TableViewCell.self, forCellReuseIdentifier: TableDataSourceSpy.cellIdentifier)
    let dataSource = TableDataSourceSpy(rowsPerSection: rowsPerSection)
    sut.dataSource = dataSource
    keepAliveUntilTearDown(dataSource)
    trackForMemoryLeaks(sut, file: file, line: line)
    return sut
  }

  private func frame(rows: Int) -> CGRect {
    CGRect(x: 0, y: 0, width: 320, height: 44 * CGFloat(rows))
  }

  private func path(_ row: Int, _ section: Int) -> IndexPath {
    IndexPath(row: row, section: section)
  }

  private func allRows(of table: TableView) -> [IndexPath] {
    (0..<table.numberOfSections).flatMap { section in
      (0..<table.numberOfRows(inSection: section)).map { path($0, section) }
    }
  }
}
