import ListKit
import XCTest

@testable import ItemCellLabels

/// The reference for the stage "date-label": what a learner writes, test first.
///
/// It stands alone (its own set-up instead of an extension of `ItemCellLabelsTests`)
/// so that the kit's root package can compile it on its own against the solution.
/// A learner may equally write these tests in the extension the starter offers.
@MainActor
final class ItemCellDateLabelTests: XCTestCase {
  private var tableView: TableView?

  override func setUp() async throws {
    let controller = try MainStoryboard.make().instantiateViewController(
      withIdentifier: MainStoryboard.itemListIdentifier, as: ItemListViewController.self)
    controller.loadViewIfNeeded()
    tableView = try XCTUnwrap(controller.tableView, "the scene did not connect its table")
  }

  // Red while the prototype leaves the outlet unconnected.
  func test_hasDateLabel() async throws {
    let cell = try dequeueItemCell()

    XCTAssertNotNil(cell.dateLabel)
  }

  // "Not nil" passes for a date outlet wired to the location's label; this one does not.
  func test_dateLabel_isALabelOfItsOwnOnTheCell() async throws {
    let cell = try dequeueItemCell()

    let dateLabel = try XCTUnwrap(cell.dateLabel)

    XCTAssertNotIdentical(dateLabel, cell.titleLabel, "the date label is the title label")
    XCTAssertNotIdentical(dateLabel, cell.locationLabel, "the date label is the location label")
    XCTAssertTrue(cell.subviews.contains { $0 === dateLabel }, "the date label is not on the cell")
  }

  // MARK: - Helpers

  private func dequeueItemCell(file: StaticString = #filePath, line: UInt = #line) throws
    -> ItemCell
  {
    let tableView = try XCTUnwrap(tableView, "setUp did not run", file: file, line: line)
    let cell = tableView.dequeueReusableCell(
      withIdentifier: MainStoryboard.itemCellIdentifier, for: IndexPath(row: 0, section: 0))
    return try XCTUnwrap(
      cell as? ItemCell, "the prototype made a \(type(of: cell))", file: file, line: line)
  }
}
