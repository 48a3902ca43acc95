import XCTest

@testable import ItemManagement

/// Counting, adding, reading and clearing the to-do list.
final class ItemManagerTests: XCTestCase {

  // MARK: - Counts

  func test_toDoCount_initially_isZero() {
    let sut = makeSUT()

    XCTAssertEqual(sut.toDoCount, 0)
  }

  func test_doneCount_initially_isZero() {
    let sut = makeSUT()

    XCTAssertEqual(sut.doneCount, 0)
  }

  // MARK: - Adding and reading

  func test_add_oneItem_makesToDoCountOne() {
    let sut = makeSUT()

    sut.add(ToDoItem(title: "Buy milk"))

    XCTAssertEqual(sut.toDoCount, 1)
  }

  // The kit's addition: one item cannot tell counting up from a count that is simply 1
  // (add setting it to 1, or the fake-it answer left in); a second item can.
  func test_add_twoItems_makesToDoCountTwo() {
    let sut = makeSUT()

    sut.add(ToDoItem(title: "Buy milk"))
    sut.add(ToDoItem(title: "Walk the dog"))

    XCTAssertEqual(sut.toDoCount, 2)
  }

  func test_itemAt_afterAddingAnItem_returnsThatItem() throws {
    let sut = makeSUT()
    let item = ToDoItem(title: "Buy milk", itemDescription: "Two litres")
    sut.add(item)

    let returned = try sut.item(at: 0)

    XCTAssertEqual(returned, item)
  }

  // The kit's addition: with one item, index 0 is also the first and the last item, so
  // code that ignores the index, or adds at the front, passes the test above.
  func test_itemAt_withTwoItems_returnsEachAtItsIndex() throws {
    let sut = makeSUT()
    let milk = ToDoItem(title: "Buy milk")
    let dog = ToDoItem(title: "Walk the dog")
    sut.add(milk)
    sut.add(dog)

    XCTAssertEqual([try sut.item(at: 0), try sut.item(at: 1)], [milk, dog])
  }

  func test_itemAt_withIndexPastTheEnd_throwsIndexOutOfRange() {
    let sut = makeSUT()

    assertThrowsIndexOutOfRange(try sut.item(at: 0), index: 0, count: 0)
  }

  // The kit's addition: a guard of `index < toDoItems.count` passes the test above and
  // traps on a negative index; `indices.contains(index)` refuses both ends.
  func test_itemAt_withNegativeIndex_throwsIndexOutOfRange() {
    let sut = makeSUT()
    sut.add(ToDoItem(title: "Buy milk"))

    assertThrowsIndexOutOfRange(try sut.item(at: -1), index: -1, count: 1)
  }

  // MARK: - Removing all

  func test_removeAll_emptiesBothLists() throws {
    let sut = makeSUT()
    sut.add(ToDoItem(title: "Buy milk"))
    sut.add(ToDoItem(title: "Walk the dog"))
    try sut.checkItem(at: 0)

    sut.removeAll()

    XCTAssertEqual(sut.toDoCount, 0, "to-do count")
    XCTAssertEqual(sut.doneCount, 0, "done count")
  }

  // MARK: - Duplicates

  func test_add_theSameItemTwice_keepsItOnce() {
    let sut = makeSUT()

    sut.add(ToDoItem(title: "Buy milk"))
    sut.add(ToDoItem(title: "Buy milk"))

    XCTAssertEqual(sut.toDoCount, 1)
  }

  // The kit's addition: "the same item" means equal in every field, as ToDoItem's
  // Equatable says. A rule that compares titles only, or one that refuses any second
  // item, passes the test above and drops an item the user meant to keep.
  func test_add_sameTitleWithAnotherDescription_keepsBoth() {
    let sut = makeSUT()

    sut.add(ToDoItem(title: "Buy milk"))
    sut.add(ToDoItem(title: "Buy milk", itemDescription: "Oat milk"))

    XCTAssertEqual(sut.toDoCount, 2)
  }

  // MARK: - Helpers

  private func makeSUT() -> ItemManager {
    ItemManager()
  }
}
