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

extension ToDoItem {
  private enum CodingKeys: String, CodingKey {
    case title, itemDescription, timestamp, location, done
  }

  /// Decodes an item; a file saved before items carried `done` reads as not done, so an
  /// older file loads instead of being reported as corrupted.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      title: try container.decode(String.self, forKey: .title),
      itemDescription: try container.decodeIfPresent(String.self, forKey: .itemDescription),
      timestamp: try container.decodeIfPresent(Double.self, forKey: .timestamp),
      location: try container.decodeIfPresent(Location.self, forKey: .location),
      done: try container.decodeIfPresent(Bool.self, forKey: .done) ?? false)
  }
}
