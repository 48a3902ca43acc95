/// Somewhere items are kept between launches.
///
/// ```swift
/// let manager = ItemManager(store: JSONFileItemStore(fileURL: url))
/// try manager.load()
/// ```
public protocol ItemStore: Sendable {
  func load() throws -> [ToDoItem]
  func save(_ items: [ToDoItem]) throws
}
