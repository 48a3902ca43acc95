// fairness: title-text
// expect: proven
// form: Swift Testing file-scope @MainActor @Test(arguments:) with raw identifier name
// why: a new learner's right test, proven; the kit first missed its 'you never saw it fail' mark (raw identifier)
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

  // stage: location-label
  // TODO: a test that the cell has a location label of its own, on the cell.
  private func assertOwnLabelOnCell(
    _ label: Label?, of cell: ItemCell, notOneOf others: [Label?],
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let label = try XCTUnwrap(label, file: file, line: line)
    XCTAssertIdentical(label.superview, cell, file: file, line: line)
    for other in others { XCTAssertNotIdentical(label, other, file: file, line: line) }
  }

  func test_locationLabel_isALabelOfItsOwnOnTheCell() async throws {
    let cell = try dequeueItemCell()
    try assertOwnLabelOnCell(cell.locationLabel, of: cell, notOneOf: [cell.titleLabel])
  }

  // stage: date-label
  // TODO: tests that the cell has a date label, and that it is a label of its own on the
  // cell, not the title's or the location's.
  @MainActor struct DateLabelTests {
    @Test func dateLabelIsADistinctLabelOnTheCell() throws {
      let cell = ItemCell.makePrototype()
      let date = try #require(cell.dateLabel)
      let labels: [Label] = [try #require(cell.titleLabel), try #require(cell.locationLabel), date]
      #expect(Set(labels.map(ObjectIdentifier.init)).count == 3)
      #expect(cell.subviews.contains { $0 === date })
    }
  }

  // stage: title-text
  // TODO: a test that configuring the cell with an item shows that item's title, for more
  // than one item: with a single title, a title typed into the code gets through.

  // stage: label-texts
  // TODO: tests that configuring shows the title as plain text, the place's name, and the
  // date as MM/dd/yyyy in UTC, whatever the year's last week and the machine's time zone.

  // stage: checked-item
  // TODO: tests that a checked item's title is struck through and its place and date are
  // empty, also on a cell that showed the item open before; and that a cell configured
  // again, for an item with no place or date, keeps nothing of the item it showed before.

  // stage: checked-reaches-cell
  // TODO: tests that the data provider tells a done row's cell that its item is checked,
  // and a to-do row's cell that it is not.
}

// stage: title-label
@MainActor
struct TitleLabelTests {
  @Test func prototypeHasTitleLabelOnTheCell() throws {
    let cell = ItemCell.makePrototype()
    let label = try #require(cell.titleLabel)
    #expect(cell.subviews.contains { $0 === label })
  }
}

// stage: title-text
@MainActor
@Test(arguments: ["Buy milk", "Walk the dog"])
func `configuring shows the item's title`(title: String) {
  let cell = ItemCell.makePrototype()
  cell.configure(with: ToDoItem(title: title), checked: false)
  #expect(cell.titleLabel?.text == title)
}
