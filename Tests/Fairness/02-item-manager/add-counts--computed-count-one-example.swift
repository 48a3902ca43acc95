// fairness: add-counts
// expect: weak
// form: one example whose expected value is computed: three items added, compared with items.count
// why: One example alone cannot tell counting from a count hard-coded to that example's 3, whether the test spells the 3 or computes it (chaff add-count-fake-it).
import XCTest

@testable import ItemManagement

/// The item manager, test first: counting, adding, reading, checking, clearing and
/// unchecking items, one stage at a time.
final class ItemManagerTests: XCTestCase {

  // MARK: - Helpers

  private let milk = ToDoItem(title: "Buy milk")
  private let dog = ToDoItem(title: "Walk the dog")
  private let bins = ToDoItem(title: "Take out the bins")

  private func makeSUT() -> ItemManager {
    ItemManager()
  }

  /// A manager that already holds `items`, in that order, all still to do.
  private func makeSUT(adding items: [ToDoItem]) -> ItemManager {
    let sut = ItemManager()
    items.forEach(sut.add)
    return sut
  }

  // Test-first: write each stage's test under its `// stage:` line, run kit check, and
  // watch it fail before you write the code. Keep the `// stage:` lines: they tell the kit
  // which of your tests belongs to which stage. A stage may have more than one test. For
  // a bad index, `assertThrowsIndexOutOfRange(_:index:count:)` (in
  // XCTestCase+IndexOutOfRange.swift) checks the error and its two values in one line.

  // stage: todo-count-zero
  // TODO: a test that a new manager has nothing to do: its to-do count is 0.

  // stage: done-count-zero
  // TODO: a test that a new manager has nothing done: its done count is 0.

  // stage: add-counts
  // TODO: a test that the to-do count counts the items you add.
  func test_add_threeItems_countsThem() {
    let sut = makeSUT()
    let items = [milk, dog, bins]

    items.forEach(sut.add)

    XCTAssertEqual(sut.toDoCount, items.count)
  }

  // stage: item-at
  // TODO: a test that item(at:) gives back the items you added, each at its own index.

  // stage: item-at-out-of-range
  // TODO: a test that item(at:) throws for an index outside the to-do list, at either end.

  // stage: check-counts
  // TODO: a test that checking an item moves one count from to-do to done.

  // stage: check-removes-that-item
  // TODO: a test that checking takes the item at that index off the to-do list, and only it.

  // stage: check-out-of-range
  // TODO: a test that checking a bad index throws and changes neither count.

  // stage: done-item-at
  // TODO: a test that doneItem(at:) gives back the checked items, each at its own index,
  // and throws outside the done list.

  // stage: remove-all
  // TODO: a test that removeAll() empties both lists.

  // stage: no-duplicates
  // TODO: a test that adding an equal item again is ignored, and a different one is not.

  // stage: uncheck
  // TODO: a test that unchecking moves the done item at that index back to the end of the
  // to-do list, and that a bad done index throws and changes nothing.
}
