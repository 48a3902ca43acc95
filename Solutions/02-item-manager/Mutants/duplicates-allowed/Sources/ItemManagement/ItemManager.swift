/// Mutant: adds an item even when an equal one is already on the list.
///
/// Keeps the to-do items and the done items, each list in the order its items arrived.
///
/// An index outside a list throws ``ItemManagerError`` instead of trapping.
final class ItemManager {
  private var toDoItems: [ToDoItem] = []
  private var doneItems: [ToDoItem] = []

  /// How many items are still to do.
  ///
  /// Derived from the list, not a counter kept beside it: two pieces of state that
  /// must agree are a bug waiting for the day they don't (stage "item-at", refactor).
  var toDoCount: Int { toDoItems.count }

  /// How many items are done.
  var doneCount: Int { doneItems.count }

  /// Adds an item to the to-do list, unless an equal item is already there.
  func add(_ item: ToDoItem) {
    // An early return at the top of the method: the simplest place for the rule
    // "no duplicates". `contains` works because ToDoItem is Equatable (exercise 01).
    toDoItems.append(item)
  }

  /// Returns the to-do item at `index`.
  func item(at index: Int) throws(ItemManagerError) -> ToDoItem {
    try Self.checkIndex(index, in: toDoItems)
    return toDoItems[index]
  }

  /// Moves the to-do item at `index` to the end of the done list.
  func checkItem(at index: Int) throws(ItemManagerError) {
    // Check the index before changing anything, so a refused request changes nothing.
    try Self.checkIndex(index, in: toDoItems)
    doneItems.append(toDoItems.remove(at: index))
  }

  /// Returns the done item at `index`.
  func doneItem(at index: Int) throws(ItemManagerError) -> ToDoItem {
    try Self.checkIndex(index, in: doneItems)
    return doneItems[index]
  }

  /// Empties both lists.
  func removeAll() {
    toDoItems.removeAll()
    doneItems.removeAll()
  }

  /// Moves the done item at `index` back to the end of the to-do list.
  func uncheckItem(at index: Int) throws(ItemManagerError) {
    // The mirror image of `checkItem(at:)`. The first edition's walkthrough forgot it
    // and only noticed in the list's check/uncheck editing (exercise 05).
    try Self.checkIndex(index, in: doneItems)
    toDoItems.append(doneItems.remove(at: index))
  }

  /// Throws unless `index` points at an element of `items`. One helper for the four
  /// methods that take an index, extracted in the refactor step of "done-item-at".
  private static func checkIndex(
    _ index: Int, in items: [ToDoItem]
  ) throws(ItemManagerError) {
    guard items.indices.contains(index) else {
      throw .indexOutOfRange(index: index, count: items.count)
    }
  }
}
