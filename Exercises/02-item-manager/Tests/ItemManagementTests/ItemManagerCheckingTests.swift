import XCTest

@testable import ItemManagement

/// Checking items (to-do → done), reading done items, and unchecking them again.
final class ItemManagerCheckingTests: XCTestCase {

  // MARK: - Check

  func test_checkItem_movesOneCountFromToDoToDone() throws {
    let sut = makeSUT(adding: [milk])

    try sut.checkItem(at: 0)

    XCTAssertEqual(sut.toDoCount, 0, "to-do count")
    XCTAssertEqual(sut.doneCount, 1, "done count")
  }

  // The second of four: the first or last of two, or the middle of three, would let code
  // through that removes another item or swaps the item with the last one.
  func test_checkItem_inTheMiddle_leavesTheOthersInOrder() throws {
    let sut = makeSUT(adding: [milk, dog, bins, plants])

    try sut.checkItem(at: 1)

    XCTAssertEqual(
      [try sut.item(at: 0), try sut.item(at: 1), try sut.item(at: 2)], [milk, bins, plants])
  }

  func test_checkItem_withIndexPastTheEnd_throwsAndChangesNothing() {
    let sut = makeSUT(adding: [milk])

    assertThrowsIndexOutOfRange(try sut.checkItem(at: 1), index: 1, count: 1)

    XCTAssertEqual(sut.toDoCount, 1, "to-do count")
    XCTAssertEqual(sut.doneCount, 0, "done count")
  }

  func test_doneItemAt_afterCheckingAnItem_returnsThatItem() throws {
    let sut = makeSUT(adding: [milk, dog])

    try sut.checkItem(at: 1)

    XCTAssertEqual(try sut.doneItem(at: 0), dog)
  }

  // The kit's addition: with one done item, "the done item at 0" and "the first done
  // item" are the same; with two, asking for index 1 tells them apart.
  func test_doneItemAt_withTwoDoneItems_returnsTheOneAtThatIndex() throws {
    let sut = makeSUT(adding: [milk, dog, bins])
    try sut.checkItem(at: 2)
    try sut.checkItem(at: 0)

    XCTAssertEqual([try sut.doneItem(at: 0), try sut.doneItem(at: 1)], [bins, milk])
  }

  func test_doneItemAt_withIndexPastTheEnd_throwsIndexOutOfRange() {
    let sut = makeSUT(adding: [milk])

    assertThrowsIndexOutOfRange(try sut.doneItem(at: 0), index: 0, count: 0)
  }

  // MARK: - Uncheck (the stage the first edition forgot)

  func test_uncheckItem_movesOneCountFromDoneToToDo() throws {
    let sut = makeSUT(adding: [milk])
    try sut.checkItem(at: 0)

    try sut.uncheckItem(at: 0)

    XCTAssertEqual(sut.toDoCount, 1, "to-do count")
    XCTAssertEqual(sut.doneCount, 0, "done count")
  }

  func test_uncheckItem_makesItAToDoItemAgain() throws {
    let sut = makeSUT(adding: [milk, dog])
    try sut.checkItem(at: 0)

    try sut.uncheckItem(at: 0)

    XCTAssertEqual([try sut.item(at: 0), try sut.item(at: 1)], [dog, milk])
  }

  func test_uncheckItem_withIndexPastTheEnd_throwsAndChangesNothing() throws {
    let sut = makeSUT(adding: [milk, dog])
    try sut.checkItem(at: 0)

    assertThrowsIndexOutOfRange(try sut.uncheckItem(at: 1), index: 1, count: 1)

    XCTAssertEqual(sut.toDoCount, 1, "to-do count")
    XCTAssertEqual(sut.doneCount, 1, "done count")
  }

  // The kit's addition: two done items and one to-do item, so the lists' counts differ
  // and index 1 is valid in one list only. Unchecking the first done item, or checking
  // the index against the to-do list, moves the wrong item or throws.
  func test_uncheckItem_secondOfTwoDoneItems_movesThatItem() throws {
    let sut = makeSUT(adding: [milk, dog, bins])
    try sut.checkItem(at: 0)
    try sut.checkItem(at: 0)

    try sut.uncheckItem(at: 1)

    XCTAssertEqual([try sut.item(at: 0), try sut.item(at: 1)], [bins, dog])
    XCTAssertEqual(try sut.doneItem(at: 0), milk)
    XCTAssertEqual(sut.doneCount, 1, "done count")
  }

  // MARK: - Helpers

  private let milk = ToDoItem(title: "Buy milk")
  private let dog = ToDoItem(title: "Walk the dog")
  private let bins = ToDoItem(title: "Take out the bins")
  private let plants = ToDoItem(title: "Water the plants")

  /// A manager that already holds `items`, in that order, all still to do.
  private func makeSUT(adding items: [ToDoItem]) -> ItemManager {
    let sut = ItemManager()
    items.forEach(sut.add)
    return sut
  }
}
