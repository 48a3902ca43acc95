/// A thing to do: a value type, so two items with the same contents are the same item.
///
/// `timestamp` is seconds since 1970 (the due date). `done` mirrors the fourth edition,
/// where the item itself carries its state; ``ItemManager`` keeps it in step when it
/// checks or unchecks an item.
public struct ToDoItem: Equatable, Hashable, Codable, Sendable {
  public var title: String
  public var itemDescription: String?
  public var timestamp: Double?
  public var location: Location?
  public var done: Bool

  public init(
    title: String,
    itemDescription: String? = nil,
    timestamp: Double? = nil,
    location: Location? = nil,
    done: Bool = false
  ) {
    self.title = title
    self.itemDescription = itemDescription
    self.timestamp = timestamp
    self.location = location
    self.done = done
  }
}
