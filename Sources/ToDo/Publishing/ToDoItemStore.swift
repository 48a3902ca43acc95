/// The real store of the fourth edition: publishes its items and saves every change.
@MainActor
public final class ToDoItemStore: ToDoItemStoring {
  public let itemPublisher: ItemPublisher
  /// The error of the last save that failed during ``check(_:)``, which cannot throw;
  /// the published items are left as they were when it fails.
  public private(set) var lastSaveError: (any Error)?
  private let storage: any ItemStore

  /// Loads the items from `storage`; a load error is thrown, not swallowed, so a
  /// corrupted file is reported and never replaced by an empty list.
  public init(storage: any ItemStore) throws {
    self.storage = storage
    self.itemPublisher = ItemPublisher(try storage.load())
  }

  public func add(_ item: ToDoItem) throws {
    try publishAndSave(itemPublisher.value + [item])
  }

  /// Marks the first item equal to `item` as done; an unknown item is ignored.
  public func check(_ item: ToDoItem) {
    var items = itemPublisher.value
    guard let index = items.firstIndex(of: item) else { return }
    items[index].done = true
    do {
      try publishAndSave(items)
      lastSaveError = nil
    } catch {
      lastSaveError = error
    }
  }

  private func publishAndSave(_ items: [ToDoItem]) throws {
    try storage.save(items)
    itemPublisher.send(items)
  }
}
