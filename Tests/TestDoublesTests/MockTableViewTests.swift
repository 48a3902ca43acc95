import ListKit
import TestDoubles
import ToDo
import XCTest

@MainActor
final class MockTableViewTests: XCTestCase {
  func test_make_givesFrameDataSourceAndCellRegistration() async {
    let (sut, dataSource) = makeSUT()

    XCTAssertEqual(sut.frame, MockTableView.defaultFrame)
    XCTAssertTrue(sut.dataSource === dataSource)
    XCTAssertEqual(sut.registeredIdentifiers, ["ItemCell"])
  }

  func test_newTable_hasNotDequeued() async {
    let (sut, dataSource) = makeSUT()
    defer { withExtendedLifetime(dataSource) {} }  // the table holds it weakly

    XCTAssertEqual(sut.dequeueCallCount, 0)
    XCTAssertEqual(sut.messages, [])
  }

  func test_cellForRow_recordsTheRequestThenTheDequeue() async {
    let (sut, dataSource) = makeSUT()
    defer { withExtendedLifetime(dataSource) {} }  // the table holds it weakly
    let indexPath = IndexPath(row: 0, section: 0)

    _ = sut.cellForRow(at: indexPath)

    XCTAssertEqual(
      sut.messages,
      [.cellForRow(indexPath), .dequeue(identifier: "ItemCell", indexPath: indexPath)])
    XCTAssertEqual(sut.dequeueCallCount, 1)
    XCTAssertEqual(sut.dequeuedIdentifiers, ["ItemCell"])
  }

  func test_cellForRow_returnsTheRealTablesCachedCell() async throws {
    let (sut, dataSource) = makeSUT()
    defer { withExtendedLifetime(dataSource) {} }  // the table holds it weakly
    let indexPath = IndexPath(row: 0, section: 0)

    let first = try XCTUnwrap(sut.cellForRow(at: indexPath) as? MockItemCell)
    let second = sut.cellForRow(at: indexPath)

    XCTAssertTrue(first === second)
    XCTAssertEqual(sut.dequeueCallCount, 1, "the second request is answered from the cache")
  }

  func test_make_framedTableAnswersForTheSecondSection() async throws {
    let (sut, dataSource) = makeSUT()
    defer { withExtendedLifetime(dataSource) {} }  // the table holds it weakly

    let cell = try XCTUnwrap(sut.cellForRow(at: IndexPath(row: 0, section: 1)) as? MockItemCell)

    XCTAssertEqual(cell.capturedItem, done)
    XCTAssertEqual(cell.capturedChecked, true)
  }

  func test_zeroFrameTable_answersNilForTheSecondSection() async {
    let dataSource = DequeuingDataSource(sections: [[toDo], [done]])
    let sut = MockTableView(frame: .zero)
    sut.register(MockItemCell.self, forCellReuseIdentifier: "ItemCell")
    sut.dataSource = dataSource

    let cell = sut.cellForRow(at: IndexPath(row: 0, section: 1))

    XCTAssertNil(cell)
    XCTAssertEqual(sut.dequeueCallCount, 0)
  }

  // MARK: - Helpers

  private let toDo = ToDoItem(title: "Buy milk")
  private let done = ToDoItem(title: "Pay rent", done: true)

  private func makeSUT(
    file: StaticString = #filePath, line: UInt = #line
  ) -> (MockTableView, DequeuingDataSource) {
    let dataSource = DequeuingDataSource(sections: [[toDo], [done]])
    let sut = MockTableView.make(dataSource: dataSource)
    addTeardownBlock { [weak sut, weak dataSource] in
      XCTAssertNil(sut, "MockTableView leaked", file: file, line: line)
      XCTAssertNil(dataSource, "the data source leaked", file: file, line: line)
    }
    return (sut, dataSource)
  }
}
