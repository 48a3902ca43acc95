// Copied from exercise 01's solution: the model this exercise manages.

/// A thing to do: a title, and optionally a description, a due time and a place.
///
/// A struct, so an item is a value: a copy is independent of the item it came from,
/// and two items with the same contents are the same item.
///
/// No hand-written initializer: the memberwise one Swift generates takes the fields in
/// declaration order and gives every optional a default of `nil`.
struct ToDoItem {
  var title: String
  var itemDescription: String?
  /// The due time, in seconds since 1970.
  var timestamp: Double?
  var location: Location?
}

// The hand-written `==` compared all four fields once the tests had asked for each one;
// that is exactly what the compiler synthesizes, so the refactor step deleted it.
// Synthesis needs the conformance in the same file as the type.
extension ToDoItem: Equatable {}
