import ListKit
import XCTest

/// The reuse pool: cells on screen go back to it on reload and are handed out again.
@MainActor
final class TableViewCellReuseTests: XCTestCase {
  func test_reloadData_visibleCellsAreHandedOutAgain() async {
    let sut = makeSUT(rowsPerSection: [2])
    sut.layoutIfNeeded()
    let before = sut.visibleCells

    sut.reloadData()
    sut.layoutIfNeeded()

    XCTAssertEqual(before.count, 2)
    XCTAssertEqual(Set(identities(of: sut.visibleCells)), Set(identities(of: before)))
  }

  func test_dequeue_afterReload_preparesPooledCellForReuse() async throws {
    let sut = makeSUT(rowsPerSection: [1])
    let cell = try XCTUnwrap(sut.cellForRow(at: firstRow) as? ReuseSpyCell)
    cell.textLabel.text = "shown before the reload"
    sut.reloadData()

    let reused = sut.dequeueReusableCell(withIdentifier: cellIdentifier, for: firstRow)

    XCTAssertTrue(reused === cell)
    XCTAssertEqual(cell.prepareForReuseCallCount, 1)
    XCTAssertNil(reused.textLabel.text)
  }

  func test_dequeue_afterPoolIsEmpty_makesNewCell() async {
    let sut = makeSUT(rowsPerSection: [1])
    let cell = sut.cellForRow(at: firstRow)
    sut.reloadData()
    _ = sut.dequeueReusableCell(withIdentifier: cellIdentifier, for: firstRow)

    let another = sut.dequeueReusableCell(withIdentifier: cellIdentifier, for: firstRow)

    XCTAssertFalse(another === cell)
    XCTAssertEqual((another as? ReuseSpyCell)?.prepareForReuseCallCount, 0)
  }

  func test_dequeue_otherIdentifier_doesNotTakeFromPool() async {
    let sut = makeSUT(rowsPerSection: [1])
    sut.register(ReuseSpyCell.self, forCellReuseIdentifier: "Other")
    let cell = sut.cellForRow(at: firstRow)
    sut.reloadData()

    let other = sut.dequeueReusableCell(withIdentifier: "Other", for: firstRow)

    XCTAssertFalse(other === cell)
    XCTAssertEqual(other.reuseIdentifier, "Other")
  }

  func test_settingDataSource_returnsVisibleCellsToPool() async {
    let sut = makeSUT(rowsPerSection: [1])
    let cell = sut.cellForRow(at: firstRow)
    let other = TableDataSourceSpy(rowsPerSection: [1])

    sut.dataSource = other

    XCTAssertTrue(sut.cellForRow(at: firstRow) === cell)
  }

  func test_reloadData_eachRowGetsItsOwnCellBack() async {
    let sut = makeSUT(rowsPerSection: [4])
    sut.layoutIfNeeded()
    let before = sut.visibleCells

    sut.reloadData()
    sut.layoutIfNeeded()

    XCTAssertEqual(identities(of: sut.visibleCells), identities(of: before))
  }

  func test_prepareForReuse_clearsTextLabel() async {
    let cell = TableViewCell()
    cell.textLabel.text = "Buy milk"

    cell.prepareForReuse()

    XCTAssertNil(cell.textLabel.text)
  }

  // MARK: - Helpers

  private let firstRow = IndexPath(row: 0, section: 0)

  private let cellIdentifier = TableDataSourceSpy.cellIdentifier

  /// A table tall enough for every row used here, showing `rowsPerSection` in spy cells.
  private func makeSUT(
    rowsPerSection: [Int], file: StaticString = #filePath, line: UInt = #line
  ) -> TableView {
    let sut = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    sut.register(ReuseSpyCell.self, forCellReuseIdentifier: cellIdentifier)
    let dataSource = TableDataSourceSpy(rowsPerSection: rowsPerSection)
    sut.dataSource = dataSource
    keepAliveUntilTearDown(dataSource)
    trackForMemoryLeaks(sut, file: file, line: line)
    return sut
  }

  /// The cells' identities, in order. Keep the cells alive while comparing: a freed
  /// cell's identity may be handed to a new one.
  private func identities(of cells: [TableViewCell]) -> [ObjectIdentifier] {
    cells.map(ObjectIdentifier.init)
  }
}
