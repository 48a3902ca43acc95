import Testing
import ToDo

@MainActor
@Suite("ItemSubscription")
struct ItemSubscriptionTests {
  let milk = ToDoItem(title: "Buy milk")
  let spy = SubscriberSpy()

  @Test("cancel stops delivery to its subscriber")
  func cancelStopsDelivery() {
    let sut = ItemPublisher()
    let subscription = sut.sink { spy.receive($0) }

    subscription.cancel()
    sut.send([milk])

    #expect(spy.received == [[]])
    #expect(sut.subscriberCount == 0)
  }

  @Test("releasing the subscription stops delivery to its subscriber")
  func releaseStopsDelivery() {
    let sut = ItemPublisher()
    var subscription: ItemSubscription? = sut.sink { spy.receive($0) }

    withExtendedLifetime(subscription) {}
    subscription = nil
    sut.send([milk])

    #expect(spy.received == [[]])
    #expect(sut.subscriberCount == 0)
  }

  @Test("cancelling one subscription leaves the others receiving")
  func cancelIsPerSubscription() {
    let sut = ItemPublisher()
    let cancelled = sut.sink { spy.receive($0, as: "cancelled") }
    let kept = sut.sink { spy.receive($0, as: "kept") }

    cancelled.cancel()
    sut.send([milk])

    #expect(spy.deliveries.last == SubscriberSpy.Delivery(subscriber: "kept", items: [milk]))
    #expect(spy.deliveries.count == 3)
    withExtendedLifetime(kept) {}
  }

  @Test("a subscription does not keep its publisher alive, and cancels harmlessly after it")
  func doesNotRetainPublisher() {
    var publisher: ItemPublisher? = ItemPublisher()
    weak let weakPublisher = publisher
    let subscription = publisher?.sink { spy.receive($0) }

    publisher = nil

    #expect(weakPublisher == nil)
    subscription?.cancel()
  }
}
