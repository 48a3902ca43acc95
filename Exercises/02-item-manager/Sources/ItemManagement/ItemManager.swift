/// Keeps the to-do items and the done items, each list in the order its items arrived.
///
/// An index outside a list throws ``ItemManagerError`` instead of trapping.
final class ItemManager {
  /// How many items are still to do.
  var toDoCount: Int {
    // TODO: Stage "todo-count-zero". -1 is a count no list can have: it keeps the
    // test red until you write your own answer.
    -1
  }

  /// How many items are done.
  var doneCount: Int {
    // TODO: Stage "done-count-zero", as above.
    -1
  }

  /// Adds an item to the to-do list.
  func add(_ item: ToDoItem) {
    // TODO: Stage "add-counts" first; later "item-at" and "no-duplicates".
  }

  /// Returns the to-do item at `index`.
  func item(at index: Int) throws(ItemManagerError) -> ToDoItem {
    // TODO: Stages "item-at" and "item-at-out-of-range". The empty item is only here
    // so that the starter compiles.
    ToDoItem(title: "")
  }

  /// Moves the to-do item at `index` to the end of the done list.
  func checkItem(at index: Int) throws(ItemManagerError) {
    // TODO: Stages "check-counts", "check-removes-that-item", "check-out-of-range"
    // and "done-item-at".
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
