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

  func test_hasTitleLabel() async throws {
    let cell = try dequeueItemCell()

    XCTAssertNotNil(cell.titleLabel)
    // The kit's addition: an outlet can hold a label that was never put on the cell.
    XCTAssertTrue(
      cell.subviews.contains { $0 === cell.titleLabel }, "the title label is not on the cell")
  }

  func test_hasLocationLabel() async throws {
    let cell = try dequeueItemCell()

    XCTAssertNotNil(cell.locationLabel)
    XCTAssertTrue(
      cell.subviews.contains { $0 === cell.locationLabel }, "the location label is not on the cell")
    XCTAssertNotIdentical(
      cell.locationLabel, cell.titleLabel, "the location label is the title label")
  }

  func test_configure_setsTitle() async throws {
    let cell = try dequeueItemCell()

    cell.configure(with: ToDoItem(title: "Buy milk"), checked: false)

    XCTAssertEqual(cell.titleLabel?.text, "Buy milk")
    // The kit's addition: a second title. One example alone passes for a cell that shows
    // "Buy milk" whatever the item, the fake-it step left in.
    cell.configure(with: ToDoItem(title: "Call the bank"), checked: false)
    XCTAssertEqual(cell.titleLabel?.text, "Call the bank")
  }

  func test_configure_setsLabelTexts() async throws {
    let cell = try dequeueItemCell()
    let item = ToDoItem(
      title: "Buy milk", timestamp: 1_456_150_025, location: Location(name: "Corner shop"))

    cell.configure(with: item, checked: false)

    XCTAssertEqual(cell.titleLabel?.text, "Buy milk")
    XCTAssertEqual(cell.locationLabel?.text, "Corner shop")
    XCTAssertEqual(cell.dateLabel?.text, "02/22/2016")
    // The kit's addition: `.text` reads a struck-through title as plain text, so only
    // the styled text shows that an unchecked item's title is not struck through.
    XCTAssertEqual(cell.titleLabel?.attributedText, StyledText("Buy milk"))
  }

  // The kit's addition: 30 December 2024 (noon UTC) lies in the week that starts 2025, so
  // a week-based year (`YYYY`) shows 2025 where the calendar year (`yyyy`) shows 2024.
  // February, in the test above, cannot tell the two apart.
  func test_configure_dateAtTheYearsEnd_showsTheCalendarYear() async throws {
    let cell = try dequeueItemCell()

    cell.configure(with: ToDoItem(title: "Buy milk", timestamp: 1_735_560_000), checked: false)

    XCTAssertEqual(cell.dateLabel?.text, "12/30/2024")
  }

  func test_configure_checkedItem_strikesTitleThroughAndLeavesOtherLabelsEmpty() async throws {
    let cell = try dequeueItemCell()
    let item = ToDoItem(
      title: "Buy milk", timestamp: 1_456_150_025, location: Location(name: "Corner shop"))

    cell.configure(with: item, checked: true)

    XCTAssertEqual(cell.titleLabel?.attributedText, StyledText("Buy milk", isStruckThrough: true))
    XCTAssertNil(cell.locationLabel?.text)
    XCTAssertNil(cell.dateLabel?.text)
  }

  // The kit's addition: the README's time-zone trap, sprung on any machine. With the
  // process's default zone set to Auckland, where 14:07 UTC on 22 February 2016 is
  // already the 23rd, a formatter left in the machine's zone shows the wrong day.
  func test_configure_onAMachineInAnotherTimeZone_showsTheUTCDay() async throws {
    let machineZone = NSTimeZone.default
    NSTimeZone.default = try XCTUnwrap(TimeZone(identifier: "Pacific/Auckland"))
    defer { NSTimeZone.default = machineZone }
    let cell = try dequeueItemCell()

    cell.configure(with: ToDoItem(title: "Buy milk", timestamp: 1_456_150_025), checked: false)

    XCTAssertEqual(cell.dateLabel?.text, "02/22/2016")
  }

  // The kit's addition: a table reuses cells. A cell that showed an item with a place
  // and a date, configured again for an item with neither, must not keep the old ones.
  func test_configure_reusedCell_showsOnlyTheNewItem() async throws {
    let cell = try dequeueItemCell()
    let milk = ToDoItem(
      title: "Buy milk", timestamp: 1_456_150_025, location: Location(name: "Corner shop"))
    cell.configure(with: milk, checked: false)

    cell.configure(with: ToDoItem(title: "Call the bank"), checked: false)

    XCTAssertEqual(cell.titleLabel?.attributedText, StyledText("Call the bank"))
    XCTAssertNil(cell.locationLabel?.text)
    XCTAssertNil(cell.dateLabel?.text)
  }

  // The kit's addition: the same reuse, the other way. A row's item gets checked and the
  // table configures the cell that showed it open; the place and the date it showed must go.
  func test_configure_checkedItemOnAReusedCell_clearsPlaceAndDate() async throws {
    let cell = try dequeueItemCell()
    let parcel = ToDoItem(
      title: "Post the parcel", timestamp: 1_700_000_000, location: Location(name: "Post office"))
    cell.configure(with: parcel, checked: false)
    XCTAssertEqual(cell.locationLabel?.text, "Post office", "before checking")

    cell.configure(with: parcel, checked: true)

    XCTAssertNil(cell.locationLabel?.text, "place after checking")
    XCTAssertNil(cell.dateLabel?.text, "date after checking")
  }

  // MARK: - Helpers

  /// Dequeues a cell for the first row with the storyboard's "ItemCell" identifier.
  /// Not private: your date-label tests in `ItemCellLabelsTests+DateLabel.swift` use it.
  func dequeueItemCell(file: StaticString = #filePath, line: UInt = #line) throws -> ItemCell {
    let tableView = try XCTUnwrap(tableView, "setUp did not run", file: file, line: line)
    let cell = tableView.dequeueReusableCell(
      withIdentifier: MainStoryboard.itemCellIdentifier, for: IndexPath(row: 0, section: 0))
    return try XCTUnwrap(
      cell as? ItemCell, "the \"ItemCell\" prototype made a \(type(of: cell))",
      file: file, line: line)
  }
}
