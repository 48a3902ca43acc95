import ListKit
import TestDoubles
import Testing
import ToDo

@testable import ItemCellLabels

/// The label tests of ``ItemCellLabelsTests`` again, in Swift Testing.
@MainActor
@Suite("ItemCell labels (Swift Testing)")
struct ItemCellLabelsSwiftTestingTests {
  // Read it beside the XCTest suite: `init()` plays `setUp()`, `try #require` plays
  // `XCTUnwrap`, `#expect` plays every `XCTAssert…`. Swift Testing makes a new suite
  // value for every test, so nothing leaks from one test to the next. (A `///` comment
  // on the suite would be printed under every failure, so the details live here.)
  private let tableView: TableView
  /// Kept here because a table holds its data source weakly.
  private let dataSource = FakeDataSource()

  init() throws {
    let controller = try MainStoryboard.make().instantiateViewController(
      withIdentifier: MainStoryboard.itemListIdentifier, as: ItemListViewController.self)
    controller.loadViewIfNeeded()
    tableView = try #require(controller.tableView, "the scene did not connect its table")
    tableView.dataSource = dataSource
  }

  @Test("the cell has a title label")
  func hasTitleLabel() throws {
    let cell = try dequeueItemCell()

    #expect(cell.titleLabel != nil)
    #expect(cell.subviews.contains { $0 === cell.titleLabel }, "the title label is not on the cell")
  }

  @Test("the cell has a location label")
  func hasLocationLabel() throws {
    let cell = try dequeueItemCell()

    #expect(cell.locationLabel != nil)
    #expect(
      cell.subviews.contains { $0 === cell.locationLabel }, "the location label is not on the cell")
    #expect(cell.locationLabel !== cell.titleLabel, "the location label is the title label")
  }

  @Test("configuring shows the title")
  func configureSetsTitle() throws {
    let cell = try dequeueItemCell()

    cell.configure(with: ToDoItem(title: "Buy milk"), checked: false)

    #expect(cell.titleLabel?.text == "Buy milk")
    cell.configure(with: ToDoItem(title: "Call the bank"), checked: false)
    #expect(cell.titleLabel?.text == "Call the bank")
  }

  @Test("configuring shows the title, the place and the date")
  func configureSetsLabelTexts() throws {
    let cell = try dequeueItemCell()
    let item = ToDoItem(
      title: "Buy milk", timestamp: 1_456_150_025, location: Location(name: "Corner shop"))

    cell.configure(with: item, checked: false)

    #expect(cell.titleLabel?.text == "Buy milk")
    #expect(cell.locationLabel?.text == "Corner shop")
    #expect(cell.dateLabel?.text == "02/22/2016")
    #expect(cell.titleLabel?.attributedText == StyledText("Buy milk"))
  }

  @Test("a checked item's title is struck through and the other labels are empty")
  func checkedItemStrikesTitleThrough() throws {
    let cell = try dequeueItemCell()
    let item = ToDoItem(
      title: "Buy milk", timestamp: 1_456_150_025, location: Location(name: "Corner shop"))

    cell.configure(with: item, checked: true)

    #expect(cell.titleLabel?.attributedText == StyledText("Buy milk", isStruckThrough: true))
    #expect(cell.locationLabel?.text == nil)
    #expect(cell.dateLabel?.text == nil)
  }

  // MARK: - Helpers

  private func dequeueItemCell(
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ItemCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: MainStoryboard.itemCellIdentifier, for: IndexPath(row: 0, section: 0))
    return try #require(
      cell as? ItemCell, "the \"ItemCell\" prototype made a \(type(of: cell))",
      sourceLocation: sourceLocation)
  }
}
