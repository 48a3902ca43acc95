import ToDo
import XCTest

/// ``ItemManager/checkItem(at:)``, ``ItemManager/uncheckItem(at:)`` and the done list.
final class ItemManagerCheckTests: XCTestCase {
  func test_checkItem_movesTheItemFromToDoToDone() throws {
    let sut = makeSUT(adding: ["Buy milk"])

    try sut.checkItem(at: 0)

    XCTAssertEqual(sut.toDoCount, 0)
    XCTAssertEqual(sut.doneCount, 1)
  }

  func test_checkItem_marksTheMovedItemDone() throws {
    let sut = makeSUT(adding: ["Buy milk"])

    try sut.checkItem(at: 0)

    XCTAssertEqual(try sut.doneItem(at: 0), ToDoItem(title: "Buy milk", done: true))
  }

  func test_checkItem_withTwoItems_removesOnlyTheCheckedOne() throws {
    let sut = makeSUT(adding: ["Buy milk", "Walk the dog"])

    try sut.checkItem(at: 0)

    XCTAssertEqual(sut.toDoItems, [ToDoItem(title: "Walk the dog")])
  }

  func test_checkItem_twice_appendsToTheEndOfTheDoneList() throws {
    let sut = makeSUT(adding: ["Buy milk", "Walk the dog"])

    try sut.checkItem(at: 1)
    try sut.checkItem(at: 0)

    XCTAssertEqual(sut.doneItems.map(\.title), ["Walk the dog", "Buy milk"])
  }

  func test_checkItem_outOfRange_throwsAndChangesNothing() {
    let sut = makeSUT(adding: ["Buy milk"])

    assertIndexOutOfRange(try sut.checkItem(at: 1), index: 1, list: .toDo, count: 1)

    XCTAssertEqual(sut.toDoCount, 1)
    XCTAssertEqual(sut.doneCount, 0)
  }

  func test_doneItemAt_onAnEmptyDoneList_throwsIndexOutOfRange() {
    let sut = makeSUT(adding: ["Buy milk"])

    assertIndexOutOfRange(try sut.doneItem(at: 0), index: 0, list: .done, count: 0)
  }

  func test_uncheckItem_movesTheItemFromDoneToToDo() throws {
    let sut = makeSUT(adding: ["Buy milk"])
    try sut.checkItem(at: 0)

    try sut.uncheckItem(at: 0)

    XCTAssertEqual(sut.toDoCount, 1)
    XCTAssertEqual(sut.doneCount, 0)
  }

  func test_uncheckItem_appendsTheItemNotDoneToTheEndOfToDo() throws {
    let sut = makeSUT(adding: ["Buy milk", "Walk the dog"])
    try sut.checkItem(at: 0)

    try sut.uncheckItem(at: 0)

    XCTAssertEqual(
      sut.toDoItems, [ToDoItem(title: "Walk the dog"), ToDoItem(title: "Buy milk", done: false)])
  }

  func test_uncheckItem_outOfRange_throwsAndChangesNothing() throws {
    let sut = makeSUT(adding: ["Buy milk", "Walk the dog"])
    try sut.checkItem(at: 0)

    assertIndexOutOfRange(try sut.uncheckItem(at: 1), index: 1, list: .done, count: 1)

    XCTAssertEqual(sut.toDoCount, 1)
    XCTAssertEqual(sut.doneCount, 1)
  }

  // MARK: - Helpers

  private func makeSUT(
    adding titles: [String], file: StaticString = #filePath, line: UInt = #line
  ) -> ItemManager {
    let sut = ItemManager()
    for title in titles {
      sut.add(ToDoItem(title: title))
    }
    trackForMemoryLeaks(sut, file: file, line: line)
    return sut
  }
}
