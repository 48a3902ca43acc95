import ToDo

/// A **fake** `ItemStore`: a working store that keeps its items in memory instead of a
/// file, so a test can fill it, let the presenter read and write it, and then look at
/// what it holds.
///
/// `ItemStore` is `Sendable`, and a fake has mutable state: protect it with a `Mutex`
/// (`import Synchronization`) rather than silencing the compiler with `@unchecked Sendable`.
final class InMemoryItemStore: ItemStore {
  init(items: [ToDoItem] = []) {
    // TODO: keep `items` as what the store holds at first.
  }

  func load() throws -> [ToDoItem] {
    // TODO: return what the store holds: the items it was made with, or the ones saved last.
    []
  }

  func save(_ items: [ToDoItem]) throws {
    // TODO: replace what the store holds with `items`.
  }
}
