/// Keeps the to-do items and the done items, each list in the order its items arrived.
///
/// An index outside a list throws ``ItemManagerError`` instead of trapping.
final class ItemManager {
  /// How many items are still to do.
  ///
  /// Stage "add-counts": a counter is the simplest code that passes the three tests so
  /// far. Nothing keeps the items yet, so `item(at:)` has nothing to return: the next
  /// stage forces a list, and its refactor step derives this count from that list.
  private(set) var toDoCount = 0

  /// How many items are done.
  var doneCount: Int {
    // Stage "done-count-zero": the hard-coded answer is still the simplest code.
    0
  }

  /// Adds an item to the to-do list.
  func add(_ item: ToDoItem) {
    toDoCount += 1
  }

  /// Returns the to-do item at `index`.
  func item(at index: Int) throws(ItemManagerError) -> ToDoItem {
    // TODO: Stages "item-at" and "item-at-out-of-range". The empty item is only here
    // so that the starter compiles.
    ToDoItem(title: "")
  }

  /// Moves the to-do item at `index` to the end of the done list.
  func checkItem(at index: Int) throws(ItemManagerError) {
    // TODO: Stages "check-counts", "check-removes-that-item" and "check-out-of-range".
  }

  /// Returns the done item at `index`.
  func doneItem(at index: Int) throws(ItemManagerError) -> ToDoItem {
    // TODO: Stage "done-item-at". The empty item is only here so that the starter
    // compiles.
    ToDoItem(title: "")
  }

  /// Empties both lists.
  func removeAll() {
    // TODO: Stage "remove-all".
  }

  /// Moves the done item at `index` back to the end of the to-do list.
  func uncheckItem(at index: Int) throws(ItemManagerError) {
    // TODO: Stage "uncheck", the late one. Leave it until the README gets there.
  }
}
