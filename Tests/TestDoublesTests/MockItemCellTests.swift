import ListKit
import TestDoubles
import ToDo
import XCTest

@MainActor
final class MockItemCellTests: XCTestCase {
  func test_newCell_hasCapturedNothing() async {
    let sut = MockItemCell()

    XCTAssertEqual(sut.configureCallCount, 0)
    XCTAssertNil(sut.capturedItem)
    XCTAssertNil(sut.capturedChecked)
  }

  func test_configure_throughTheProtocol_capturesItemAndChecked() async {
    let sut = MockItemCell()
    let configurator: any CellConfigurator = sut

    configurator.configure(with: milk, checked: true)

    XCTAssertEqual(sut.configureCallCount, 1)
    XCTAssertEqual(sut.capturedItem, milk)
    XCTAssertEqual(sut.capturedChecked, true)
  }

  func test_configureTwice_recordsBothAndCapturesTheLast() async {
    let sut = MockItemCell()

    sut.configure(with: milk, checked: false)
    sut.configure(with: rent, checked: true)

    XCTAssertEqual(
      sut.messages, [.configure(item: milk, checked: false), .configure(item: rent, checked: true)])
    XCTAssertEqual(sut.configureCallCount, 2)
    XCTAssertEqual(sut.capturedItem, rent)
  }

  func test_dequeuedByATable_isAMockItemCellWithItsIdentifier() async throws {
    let dataSource = FakeDataSource()
    let table = MockTableView.make(dataSource: dataSource)

    let cell = table.dequeueReusableCell(
      withIdentifier: "ItemCell", for: IndexPath(row: 0, section: 0))

    let sut = try XCTUnwrap(cell as? MockItemCell)
    XCTAssertEqual(sut.reuseIdentifier, "ItemCell")
    XCTAssertEqual(sut.configureCallCount, 0)
  }

  // MARK: - Helpers

  private let milk = ToDoItem(title: "Buy milk", timestamp: 1_456_150_025)
  private let rent = ToDoItem(title: "Pay rent", location: Location(name: "Office"))
}
