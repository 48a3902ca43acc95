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
    self.title = title
    self.itemDescription = itemDescription
    self.timestamp = timestamp
    self.location = location
  }
}

extension ToDoItem: Equatable {
  static func == (lhs: ToDoItem, rhs: ToDoItem) -> Bool {
    // Stage "items-differ-in-location": one field for each "differ in" test that went
    // red. This is exactly what `extension ToDoItem: Equatable {}` would synthesize,
    // which the refactor step uses next.
    lhs.title == rhs.title
      && lhs.itemDescription == rhs.itemDescription
      && lhs.timestamp == rhs.timestamp
      && lhs.location == rhs.location
  }
}
