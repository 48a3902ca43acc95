/// Keeps the to-do items and the done items, in the order they arrived in each list.
///
/// An out-of-range index throws ``ItemManagerError`` instead of trapping, so a test
/// that gets an index wrong fails with a message rather than killing the test run.
/// Not `Sendable`: it is plain mutable state owned by whoever created it (a test, or a
/// main-actor data provider).
public final class ItemManager {
  public private(set) var toDoItems: [ToDoItem] = []
  public private(set) var doneItems: [ToDoItem] = []
  private let store: (any ItemStore)?

  /// Creates an empty manager; with a `store`, ``save()`` and ``load()`` go through it.
  public init(store: (any ItemStore)? = nil) {
    self.store = store
  }

  public var toDoCount: Int { toDoItems.count }
  public var doneCount: Int { doneItems.count }

  /// Adds an item to the to-do list, unless an equal item is already there.
  public func add(_ item: ToDoItem) {
    var item = item
    item.done = false
    guard !toDoItems.contains(item) else { return }
    toDoItems.append(item)
  }

  public func item(at index: Int) throws(ItemManagerError) -> ToDoItem {
    try checkIndex(index, in: toDoItems, list: .toDo)
    return toDoItems[index]
  }

  public func doneItem(at index: Int) throws(ItemManagerError) -> ToDoItem {
    try checkIndex(index, in: doneItems, list: .done)
    return doneItems[index]
  }

  /// Moves the to-do item at `index` to the end of the done list.
  public func checkItem(at index: Int) throws(ItemManagerError) {
    try checkIndex(index, in: toDoItems, list: .toDo)
    var item = toDoItems.remove(at: index)
    item.done = true
    doneItems.append(item)
  }

  /// Moves the done item at `index` back to the end of the to-do list.
  public func uncheckItem(at index: Int) throws(ItemManagerError) {
    try checkIndex(index, in: doneItems, list: .done)
    var item = doneItems.remove(at: index)
    item.done = false
    toDoItems.append(item)
  }

  public func removeAll() {
    toDoItems.removeAll()
    doneItems.removeAll()
  }

  /// Writes both lists to the store (done items carry `done == true`); no store, no-op.
  public func save() throws {
    try store?.save(toDoItems + doneItems)
  }

  /// Replaces both lists with what the store holds; no store, no-op.
  public func load() throws {
    guard let store else { return }
    let items = try store.load()
    toDoItems = items.filter { !$0.done }
    doneItems = items.filter(\.done)
  }

  private func checkIndex(
    _ index: Int, in items: [ToDoItem], list: ItemManagerError.List
  ) throws(ItemManagerError) {
    guard items.indices.contains(index) else {
      throw .indexOutOfRange(index: index, list: list, count: items.count)
    }
  }
}
