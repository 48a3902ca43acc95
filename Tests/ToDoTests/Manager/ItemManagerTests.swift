import ToDo
import XCTest

final class ItemManagerTests: XCTestCase {
  func test_toDoCount_initially_isZero() {
    let sut = makeSUT()

    XCTAssertEqual(sut.toDoCount, 0)
  }

  func test_doneCount_initially_isZero() {
    let sut = makeSUT()

    XCTAssertEqual(sut.doneCount, 0)
  }

  func test_add_oneItem_makesToDoCountOne() {
    let sut = makeSUT()

    sut.add(ToDoItem(title: "Buy milk"))

    XCTAssertEqual(sut.toDoCount, 1)
    XCTAssertEqual(sut.doneCount, 0)
  }

  func test_add_twoDifferentItems_keepsThemInArrivalOrder() {
    let sut = makeSUT()
    let first = ToDoItem(title: "Buy milk")
    let second = ToDoItem(title: "Walk the dog")

    sut.add(first)
    sut.add(second)

    XCTAssertEqual(sut.toDoItems, [first, second])
  }

  func test_add_anEqualItemTwice_keepsItOnce() {
    let sut = makeSUT()

    sut.add(ToDoItem(title: "Buy milk"))
    sut.add(ToDoItem(title: "Buy milk"))

    XCTAssertEqual(sut.toDoCount, 1)
  }

  func test_add_aDoneItem_addsItAsNotDone() throws {
    let sut = makeSUT()

    sut.add(ToDoItem(title: "Buy milk", done: true))

    XCTAssertEqual(try sut.item(at: 0), ToDoItem(title: "Buy milk", done: false))
  }

  func test_itemAt_afterAddingAnItem_returnsThatItem() throws {
    let sut = makeSUT()
    let item = ToDoItem(title: "Buy milk", itemDescription: "Two litres")
    sut.add(item)

    let returned = try sut.item(at: 0)

    XCTAssertEqual(returned, item)
  }

  func test_itemAt_withTwoItems_returnsTheItemAtThatIndex() throws {
    let sut = makeSUT()
    sut.add(ToDoItem(title: "Buy milk"))
    sut.add(ToDoItem(title: "Walk the dog"))

    let returned = try sut.item(at: 1)

    XCTAssertEqual(returned.title, "Walk the dog")
  }

  func test_itemAt_onAnEmptyList_throwsIndexOutOfRange() {
    let sut = makeSUT()

    assertIndexOutOfRange(try sut.item(at: 0), index: 0, list: .toDo, count: 0)
  }

  func test_itemAt_indexEqualToCount_throwsIndexOutOfRange() {
    let sut = makeSUT()
    sut.add(ToDoItem(title: "Buy milk"))
    sut.add(ToDoItem(title: "Walk the dog"))

    assertIndexOutOfRange(try sut.item(at: 2), index: 2, list: .toDo, count: 2)
  }

  func test_itemAt_negativeIndex_throwsIndexOutOfRange() {
    let sut = makeSUT()
    sut.add(ToDoItem(title: "Buy milk"))

    assertIndexOutOfRange(try sut.item(at: -1), index: -1, list: .toDo, count: 1)
  }

  func test_removeAll_withToDoAndDoneItems_emptiesBothLists() throws {
    let sut = makeSUT()
    sut.add(ToDoItem(title: "Buy milk"))
    sut.add(ToDoItem(title: "Walk the dog"))
    try sut.checkItem(at: 0)

    sut.removeAll()

    XCTAssertEqual(sut.toDoCount, 0)
    XCTAssertEqual(sut.doneCount, 0)
  }

  // MARK: - Helpers

  private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> ItemManager {
    let sut = ItemManager()
    trackForMemoryLeaks(sut, file: file, line: line)
    return sut
  }
}
