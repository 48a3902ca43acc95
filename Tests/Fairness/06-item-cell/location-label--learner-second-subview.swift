import Foundation
// fairness: location-label
// expect: over-specified
// form: the cell's second subview is the location label
// why: a new learner's fourteenth try (06 rows 49 and 50): proven, though it pins the order the prototype adds its labels in, which the stage leaves free
import ListKit
import TestDoubles
import Testing
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
  func test_hasTitleLabel() async throws {
    let cell = try dequeueItemCell()
    let label = try XCTUnwrap(cell.titleLabel)
    XCTAssertTrue(cell.subviews.contains { $0 === label })
  }

  // stage: location-label
  // TODO: a test that the cell has a location label of its own, on the cell.
  func test_hasLocationLabel() async throws {
    let cell = try dequeueItemCell()
    XCTAssertTrue(cell.subviews[1] === cell.locationLabel)
  }

  // stage: date-label
  // TODO: tests that the cell has a date label, and that it is a label of its own on the
  // cell, not the title's or the location's.

  // stage: title-text
  // TODO: a test that configuring the cell with an item shows that item's title, for more
  // than one item: with a single title, a title typed into the code gets through.
  func test_configure_showsTitle() async throws {
    let cell = try dequeueItemCell()
    cell.configure(with: ToDoItem(title: "Buy milk"), checked: false)
    XCTAssertEqual(cell.titleLabel?.text, "Buy milk")
  }

  // stage: label-texts
  // TODO: tests that configuring shows the title as plain text, the place's name, and the
  // date as MM/dd/yyyy in UTC, whatever the year's last week and the machine's time zone.
  func test_configure_setsLabelTexts() async throws {
    let saved = NSTimeZone.default
    defer { NSTimeZone.default = saved }
    NSTimeZone.default = TimeZone(identifier: "Pacific/Auckland")!
    let cell = try dequeueItemCell()
    // 2024-12-30 23:30 UTC: minutes 30 != month 12, day 30 != 12, week-year 2025, and
    // 31 Dec in Auckland / still 30 Dec in LA only if zone is UTC
    let item = ToDoItem(
      title: "Buy milk", timestamp: 1_735_601_400, location: Location(name: "Corner shop"))
    cell.configure(with: item, checked: false)
    XCTAssertEqual(cell.titleLabel?.attributedText, StyledText("Buy milk"))
    XCTAssertEqual(cell.locationLabel?.text, "Corner shop")
    XCTAssertEqual(cell.dateLabel?.text, "12/30/2024")
    // one hour later in UTC it is the 31st: a zone west of UTC would still say the 30th
    cell.configure(
      with: ToDoItem(title: "Buy milk", timestamp: 1_735_601_400 + 3600), checked: false)
    XCTAssertEqual(cell.dateLabel?.text, "12/31/2024")
  }

  // stage: checked-item
  // TODO: tests that a checked item's title is struck through and its place and date are
  // empty, also on a cell that showed the item open before; and that a cell configured
  // again, for an item with no place or date, keeps nothing of the item it showed before.
  func test_configure_checked_strikesTitle_clearsPlaceAndDate() async throws {
    let cell = try dequeueItemCell()
    let item = ToDoItem(
      title: "Buy milk", timestamp: 1_735_601_400, location: Location(name: "Shop"))
    cell.configure(with: item, checked: false)
    cell.configure(with: item, checked: true)
    XCTAssertEqual(cell.titleLabel?.attributedText, StyledText("Buy milk", isStruckThrough: true))
    XCTAssertTrue(cell.locationLabel?.text?.isEmpty ?? true, "place shown")
    XCTAssertTrue(cell.dateLabel?.text?.isEmpty ?? true, "date shown")
  }

  func test_configure_again_withoutPlaceOrDate_keepsNothing() async throws {
    let cell = try dequeueItemCell()
    cell.configure(
      with: ToDoItem(title: "Buy milk", timestamp: 1_735_601_400, location: Location(name: "Shop")),
      checked: false)
    cell.configure(with: ToDoItem(title: "Walk the dog"), checked: false)
    XCTAssertNil(cell.locationLabel?.text)
    XCTAssertNil(cell.dateLabel?.text)
  }

  // stage: checked-reaches-cell
  // TODO: tests that the data provider tells a done row's cell that its item is checked,
  // and a to-do row's cell that it is not.
  func test_provider_tellsDoneRowChecked_toDoRowNot() async throws {
    let manager = ItemManager()
    manager.add(ToDoItem(title: "open"))
    manager.add(ToDoItem(title: "done"))
    try manager.checkItem(at: 1)
    let provider = ItemListDataProvider()
    provider.itemManager = manager
    let table = TableView()
    table.register(forCellReuseIdentifier: "ItemCell") { MockItemCell() }
    table.dataSource = provider
    let doneCell = try XCTUnwrap(
      provider.tableView(table, cellForRowAt: IndexPath(row: 0, section: 1)) as? MockItemCell)
    XCTAssertEqual(doneCell.capturedChecked, true)
  }
}

// stage: location-label
@MainActor
@Suite struct LocationLabelTests {
  @Test func `location label is its own and on the cell`() throws {
    let cell = ItemCell.makePrototype()
    let label = try #require(cell.locationLabel)
    #expect(label !== cell.titleLabel)
    #expect(cell.subviews.contains { $0 === label })
  }
}
