import ToDo

/// A stub and spy for the list's item store: the test sets what it publishes, and it notes
/// the items it is asked to check.
///
/// As a stub it exposes an ``ItemPublisher`` the test drives: `itemPublisher.send([...])`
/// puts items in front of the list, as the real store would after a load or a change. As
/// a spy it records each ``check(_:)`` in ``messages``. Unlike ``ToDoItemStore`` it does
/// not mark the item done or publish anything when checked: the test decides what is
/// published, and asserts what was asked. Stands in for ``ToDoItemStoring``.
///
/// Used in: exercise 12.
@MainActor
public final class ToDoItemStoreStub: ToDoItemStoring {
  public enum Message: Equatable, Sendable {
    case check(ToDoItem)
  }

  public let itemPublisher: ItemPublisher
  public private(set) var messages: [Message] = []

  /// Makes a store that publishes `items` until the test sends others.
  public init(items: [ToDoItem] = []) {
    itemPublisher = ItemPublisher(items)
  }

  public func check(_ item: ToDoItem) {
    messages.append(.check(item))
  }

  /// The items asked to be checked, in order.
  public var checkedItems: [ToDoItem] {
    messages.map { message in
      switch message {
      case .check(let item): item
      }
    }
  }
}
