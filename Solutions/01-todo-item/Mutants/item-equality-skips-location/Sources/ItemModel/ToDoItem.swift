/// Mutant: the hand-written `==` stopped before the last field and ignores the location.
struct ToDoItem {
  var title: String
  var itemDescription: String?
  var timestamp: Double?
  var location: Location?
}

extension ToDoItem: Equatable {
  static func == (lhs: ToDoItem, rhs: ToDoItem) -> Bool {
    lhs.title == rhs.title
      && lhs.itemDescription == rhs.itemDescription
      && lhs.timestamp == rhs.timestamp
  }
}
