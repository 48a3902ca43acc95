import ToDo

/// A store whose published items the test sets, and which notes the items checked.
///
/// **Kind: stub and spy**, named "mock" as the fourth edition names it. As a stub it
/// exposes an ``ItemPublisher`` the test drives: `itemPublisher.send([...])` puts items
/// in front of the list, as the real store would after a load or a change. As a spy it
/// records each ``check(_:)`` in ``messages``. Unlike ``ToDoItemStore`` it does not
/// mark the item done or publish anything when checked: the test decides what is
/// published, and asserts what was asked. Stands in for ``ToDoItemStoring``.
///
/// Used in the fourth edition's list (seed 001, exercise 12): "two sections when one
/// item is done", the diffable data source, and checking an item from the list.
///
/// What a generator would call the members: Mockolo `itemPublisher` (a settable
/// property) and `checkCallCount` / `checkHandler`; swift-spyable `checkReceivedItem`
/// and `checkReceivedInvocations`.
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
