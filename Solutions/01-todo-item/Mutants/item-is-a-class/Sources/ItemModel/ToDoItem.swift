/// Mutant: ToDoItem as a class. Every field still compares, but a "copy" is the same
/// object, so changing it changes the original too.
final class ToDoItem {
  var title: String
  var itemDescription: String?
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
    lhs.title == rhs.title
      && lhs.itemDescription == rhs.itemDescription
      && lhs.timestamp == rhs.timestamp
      && lhs.location == rhs.location
  }
}
