import ToDo

/// A spy that stands in for a list view subscribed to an ``ItemPublisher``: it records every
/// delivery, in order, with the name of the subscriber that received it.
@MainActor
final class SubscriberSpy {
  struct Delivery: Equatable {
    let subscriber: String
    let items: [ToDoItem]
  }

  private(set) var deliveries: [Delivery] = []

  /// The delivered lists alone, for tests with a single subscriber.
  var received: [[ToDoItem]] { deliveries.map(\.items) }

  func receive(_ items: [ToDoItem], as subscriber: String = "subscriber") {
    deliveries.append(Delivery(subscriber: subscriber, items: items))
  }
}
