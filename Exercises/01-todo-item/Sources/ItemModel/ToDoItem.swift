/// A thing to do: a title, and optionally a description, a due time and a place.
///
/// A struct, so an item is a value: a copy is independent of the item it came from,
/// and two items with the same contents are the same item.
struct ToDoItem {
  var title: String
  var itemDescription: String?
  /// The due time, in seconds since 1970.
  var timestamp: Double?
  var location: Location?

  init(
    title: String,
    itemDescription: String? = nil,
    timestamp: Double? = nil,
    location: Location? = nil
  ) {
    // TODO: Stage "item-title": keep the title you are given.
    self.title = ""
    // TODO: Stage "item-description": keep the description.
    self.itemDescription = nil
    // TODO: Stage "item-timestamp": keep the timestamp.
    self.timestamp = nil
    // TODO: Stage "item-location": keep the location.
    self.location = nil
  }
}

extension ToDoItem: Equatable {
  static func == (lhs: ToDoItem, rhs: ToDoItem) -> Bool {
    // TODO: Stages "items-equal" to "items-differ-in-location": the simplest answer
    // first, then one field more for each test that fails.
    false
  }
}
