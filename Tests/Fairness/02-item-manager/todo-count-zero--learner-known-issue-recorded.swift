// fairness: todo-count-zero
// expect: proven
// form: Swift Testing suite nested in the XCTestCase class; a withKnownIssue that records an issue, then the real #expect
// why: a new learner's test (eleventh try, 02 row 100), first wrong: the console's '━ … passed … with 1 known issue' was read as a test that never ended, and the trial called it a crash
import Testing
import XCTest

@testable import ItemManagement

/// The item manager, test first: counting, adding, reading, checking, clearing and
/// unchecking items, one stage at a time.
final class ItemManagerTests: XCTestCase {

  // MARK: - Helpers

  // Each has a field besides its title, as the stages ask about: an item is equal to
  // another only when every field is.
  private let milk = ToDoItem(title: "Buy milk", itemDescription: "Two litres, semi-skimmed")
  private let dog = ToDoItem(title: "Walk the dog", itemDescription: "Round the park")
  private let bins = ToDoItem(title: "Take out the bins", itemDescription: "Recycling first")

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
  @Suite struct KnownIssueNoComment {
    @Test func newManagerHasNothingToDo() {
      withKnownIssue {
        Issue.record("hiccup")
      }
      #expect(ItemManager().toDoCount == 0)
    }
  }

  // stage: done-count-zero
  // TODO: a test that a new manager has nothing done: its done count is 0.

  // stage: add-counts
  // TODO: a test that the to-do count counts the items you add: one item, one to do; two
  // items, two.

  // stage: item-at
  // TODO: a test that item(at:) gives back the very items you added, each at its own index.

  // stage: item-at-out-of-range
  // TODO: a test that item(at:) throws for an index just past the end of the to-do list
  // and for one below zero, with that index and the list's count.

  // stage: check-counts
  // TODO: a test that checking an item moves one count from to-do to done: the to-do count
  // goes down by one and the done count up by one.

  // stage: check-removes-that-item
  // TODO: a test that checking takes the item at that index off the to-do list, and only it,
  // and leaves the others in their order.

  // stage: check-out-of-range
  // TODO: a test that checking a bad index throws and changes neither count.

  // stage: done-item-at
  // TODO: a test that doneItem(at:) gives back the checked items in the order they were
  // checked, each at its own index, and throws outside the done list.

  // stage: remove-all
  // TODO: a test that removeAll() empties both lists: the to-do list and the done list.

  // stage: no-duplicates
  // TODO: a test that adding an equal item again is ignored, and that an item which
  // differs in any field is still added.

  // stage: uncheck
  // TODO: a test that unchecking moves the done item at that index off the done list to
  // the end of the to-do list, and that a bad done index throws.
}
