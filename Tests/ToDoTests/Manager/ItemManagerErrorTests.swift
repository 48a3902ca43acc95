import ToDo
import XCTest

final class ItemManagerErrorTests: XCTestCase {
  func test_description_forTheToDoList_namesIndexListAndCount() {
    let sut = ItemManagerError.indexOutOfRange(index: 3, list: .toDo, count: 2)

    XCTAssertEqual(sut.description, "index 3 is out of range: the to-do list has 2 item(s)")
  }

  func test_description_forTheDoneList_namesIndexListAndCount() {
    let sut = ItemManagerError.indexOutOfRange(index: 0, list: .done, count: 0)

    XCTAssertEqual(sut.description, "index 0 is out of range: the done list has 0 item(s)")
  }

  func test_equality_withDifferentList_isNotEqual() {
    let toDo = ItemManagerError.indexOutOfRange(index: 0, list: .toDo, count: 0)
    let done = ItemManagerError.indexOutOfRange(index: 0, list: .done, count: 0)

    XCTAssertNotEqual(toDo, done)
  }
}
