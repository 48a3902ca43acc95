/// Holds the current list of items and tells every subscriber when it changes.
///
/// Combine's `CurrentValueSubject` is not on Linux; this is the small part of it the
/// fourth edition's list needs. Main-actor isolated, so subscribers run on the main
/// actor, in the order they subscribed.
///
/// ```swift
/// let publisher = ItemPublisher()
/// let subscription = publisher.sink { items in print(items.count) }  // prints 0
/// publisher.send([ToDoItem(title: "Buy milk")])                      // prints 1
/// ```
@MainActor
public final class ItemPublisher {
  public private(set) var value: [ToDoItem]
  private var subscribers: [Int: @MainActor ([ToDoItem]) -> Void] = [:]
  private var nextID = 0

  public init(_ value: [ToDoItem] = []) {
    self.value = value
  }

  public var subscriberCount: Int { subscribers.count }

  /// Replaces the current items and delivers them to every subscriber.
  public func send(_ items: [ToDoItem]) {
    value = items
    for id in subscribers.keys.sorted() {
      subscribers[id]?(items)
    }
  }

  /// Delivers the current items at once, then every later change, until the returned
  /// subscription is cancelled or released.
  public func sink(_ receive: @escaping @MainActor ([ToDoItem]) -> Void) -> ItemSubscription {
    let id = nextID
    nextID += 1
    subscribers[id] = receive
    receive(value)
    return ItemSubscription { [weak self] in self?.subscribers[id] = nil }
  }

  /// The items as an asynchronous sequence: the current list first, then each change.
  public var values: AsyncStream<[ToDoItem]> {
    let (stream, continuation) = AsyncStream.makeStream(of: [ToDoItem].self)
    let subscription = sink { continuation.yield($0) }
    continuation.onTermination = { _ in
      Task { @MainActor in subscription.cancel() }
    }
    return stream
  }
}
