// fairness: label-texts
// expect: weak
// form: two async throws XCTest methods: the walkthrough's date and 30 December 2024 at 23:30 UTC, title as unstruck StyledText, place and date; earlier stages filled
// why: The dates pin the format and the year, but the zone is never moved: on a UTC machine (most CI) a formatter left in the machine's zone shows the same day, so that mistake goes through. The stage asks for a test with NSTimeZone.default moved.
import ListKit
import TestDoubles
import ToDo
import XCTest

@testable import ItemCellLabels

/// The item cell's labels, checked on a cell dequeued from the storyboard's table, as
/// the app will get it.
///
/// The table gets a ``FakeDataSource`` (a stub, whatever its name says) so that it has
/// a data source as in the app without needing an item manager. Dequeuing a cell asks
/// the table's registration, not the data source, so the stub's answers are never read.
@MainActor
final class ItemCellLabelsTests: XCTestCase {
  private var tableView: TableView?
  /// Kept here because a table holds its data source weakly.
  private var dataSource: FakeDataSource?

  // No `super.setUp()`: XCTestCase's own does nothing, and from a main-actor class the
  // call would send `self` off the main actor, which Swift 6 rejects.
  override func setUp() async throws {
    let controller = try MainStoryboard.make().instantiateViewController(
      withIdentifier: MainStoryboard.itemListIdentifier, as: ItemListViewController.self)
    controller.loadViewIfNeeded()
    let tableView = try XCTUnwrap(controller.tableView, "the scene did not connect its table")
    let dataSource = FakeDataSource()
    tableView.dataSource = dataSource
    self.tableView = tableView
    self.dataSource = dataSource
  }

  // MARK: - Helpers

  /// Dequeues a cell for the first row with the storyboard's "ItemCell" identifier: the
  /// cell the prototype makes, as the app gets it.
  func dequeueItemCell(file: StaticString = #filePath, line: UInt = #line) throws -> ItemCell {
    let tableView = try XCTUnwrap(tableView, "setUp did not run", file: file, line: line)
    let cell = tableView.dequeueReusableCell(
      withIdentifier: MainStoryboard.itemCellIdentifier, for: IndexPath(row: 0, section: 0))
    return try XCTUnwrap(
      cell as? ItemCell, "the \"ItemCell\" prototype made a \(type(of: cell))",
      file: file, line: line)
  }

  // Test-first: write each stage's test under its `// stage:` line, run kit check, and
  // watch it fail before you write the code. Keep the `// stage:` lines: they tell the kit
  // which of your tests belongs to which stage. Put any helper of your own above them.
  // Make every test method `async throws`: a synchronous one in this @MainActor class
  // crashes the run on Linux (README.md, "The Linux trap").

  // stage: title-label
  // TODO: a test that a cell from the prototype has a title label, and that the label is
  // on the cell.
  func test_hasTitleLabel_onTheCell() async throws {
    let cell = try dequeueItemCell()
    let label = try XCTUnwrap(cell.titleLabel)
    XCTAssertTrue(cell.subviews.contains { $0 === label })
  }

  // stage: location-label
  // TODO: a test that the cell has a location label of its own, on the cell.
  func test_hasLocationLabel_ofItsOwn_onTheCell() async throws {
    let cell = try dequeueItemCell()
    let label = try XCTUnwrap(cell.locationLabel)
    XCTAssertNotIdentical(label, cell.titleLabel)
    XCTAssertTrue(cell.subviews.contains { $0 === label })
  }

  // stage: date-label
  // TODO: tests that the cell has a date label, and that it is a label of its own on the
  // cell, not the title's or the location's.
  func test_hasDateLabel_ofItsOwn_onTheCell() async throws {
    let cell = try dequeueItemCell()
    let label = try XCTUnwrap(cell.dateLabel)
    XCTAssertNotIdentical(label, cell.titleLabel)
    XCTAssertNotIdentical(label, cell.locationLabel)
    XCTAssertTrue(cell.subviews.contains { $0 === label })
  }

  // stage: title-text
  // TODO: a test that configuring the cell with an item shows the item's title.
  func test_configure_showsTheTitle() async throws {
    let cell = try dequeueItemCell()
    cell.configure(with: ToDoItem(title: "Buy milk"), checked: false)
    XCTAssertEqual(cell.titleLabel?.text, "Buy milk")
    cell.configure(with: ToDoItem(title: "Walk the dog"), checked: false)
    XCTAssertEqual(cell.titleLabel?.text, "Walk the dog")
  }

  // stage: label-texts
  // TODO: tests that configuring shows the title, the place and the date as MM/dd/yyyy in
  // UTC, whatever the year's last week and the machine's time zone.
  func test_configure_showsTitlePlaceAndDate() async throws {
    let cell = try dequeueItemCell()
    let item = ToDoItem(
      title: "Buy milk", timestamp: 1_456_150_025, location: Location(name: "Corner shop"))

    cell.configure(with: item, checked: false)

    XCTAssertEqual(cell.titleLabel?.attributedText, StyledText("Buy milk"))
    XCTAssertEqual(cell.locationLabel?.text, "Corner shop")
    XCTAssertEqual(cell.dateLabel?.text, "02/22/2016")
  }

  func test_configure_lateOnTheThirtiethOfDecember_showsThatDayAndYear() async throws {
    let cell = try dequeueItemCell()
    let item = ToDoItem(
      title: "Send cards", timestamp: 1_735_601_400, location: Location(name: "Post office"))

    cell.configure(with: item, checked: false)

    XCTAssertEqual(cell.locationLabel?.text, "Post office")
    XCTAssertEqual(cell.dateLabel?.text, "12/30/2024")
  }

  // stage: checked-item
  // TODO: tests that a checked item's title is struck through and its place and date are
  // empty, also on a cell that showed another item before.

  // stage: checked-reaches-cell
  // TODO: tests that the data provider tells a done row's cell that its item is checked,
  // and a to-do row's cell that it is not.
}
