import Synchronization
import ToDo

/// A **fake** `ItemStore`: a working store that keeps its items in memory instead of a
/// file, so a test can fill it, let the presenter read and write it, and then look at
/// what it holds.
///
/// A fake rather than a stub plus a spy: the test asserts on the *state* the store ends
/// in, not on which calls were made, so the presenter may load and save as often as it
/// likes. `ItemStore` is `Sendable`; the `Mutex` makes the mutable list safe to share, so
/// no `@unchecked Sendable` is needed.
final class InMemoryItemStore: ItemStore {
  private let items: Mutex<[ToDoItem]>

  init(items: [ToDoItem] = []) {
    self.items = Mutex(items)
  }

  func load() throws -> [ToDoItem] {
    items.withLock { $0 }
  }

  // Replaces the whole list, as the file store overwrites its file.
  func save(_ items: [ToDoItem]) throws {
    self.items.withLock { $0 = items }
  }
}
