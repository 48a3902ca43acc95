import Testing
import ToDo

@MainActor
@Suite("ItemPublisher")
struct ItemPublisherTests {
  let milk = ToDoItem(title: "Buy milk")
  let dog = ToDoItem(title: "Walk the dog")
  let spy = SubscriberSpy()

  @Test("starts with no items when given none")
  func startsEmpty() {
    let sut = ItemPublisher()

    #expect(sut.value == [])
  }

  @Test("starts with the items it is given")
  func startsWithGivenItems() {
    let sut = ItemPublisher([milk, dog])

    #expect(sut.value == [milk, dog])
  }

  @Test("send replaces the current items")
  func sendReplacesValue() {
    let sut = ItemPublisher([milk])

    sut.send([dog])

    #expect(sut.value == [dog])
  }

  @Test("sink delivers the current items at once")
  func sinkDeliversCurrentItems() {
    let sut = ItemPublisher([milk])

    let subscription = sut.sink { spy.receive($0) }

    #expect(spy.received == [[milk]])
    // Keeps the token alive to the end of the test: a released token stops delivery.
    withExtendedLifetime(subscription) {}
  }

  @Test("sink then delivers every sent list, in the order sent")
  func sinkDeliversChangesInOrder() {
    let sut = ItemPublisher()
    let subscription = sut.sink { spy.receive($0) }

    sut.send([milk])
    sut.send([milk, dog])
    sut.send([])

    #expect(spy.received == [[], [milk], [milk, dog], []])
    withExtendedLifetime(subscription) {}
  }

  @Test("every subscriber receives each change, in the order they subscribed")
  func subscribersInOrder() {
    let sut = ItemPublisher()
    let subscriptions = ["first", "second", "third"].map { name in
      sut.sink { spy.receive($0, as: name) }
    }

    sut.send([milk])

    let afterSend = spy.deliveries.suffix(3).map(\.subscriber)
    #expect(afterSend == ["first", "second", "third"])
    #expect(spy.deliveries.count == 6)
    withExtendedLifetime(subscriptions) {}
  }

  @Test("subscriberCount counts the subscriptions still alive")
  func subscriberCount() {
    let sut = ItemPublisher()
    let first = sut.sink { spy.receive($0) }
    let second = sut.sink { spy.receive($0) }
    let countWithTwo = sut.subscriberCount

    first.cancel()

    #expect(countWithTwo == 2)
    #expect(sut.subscriberCount == 1)
    withExtendedLifetime(second) {}
  }

  @Test("values yields the current items, then each sent list", .timeLimit(.minutes(1)))
  func valuesYieldsCurrentThenChanges() async throws {
    let sut = ItemPublisher([milk])
    let stream = sut.values
    try #require(sut.subscriberCount == 1, "the stream must stay subscribed, or the loop hangs")

    sut.send([milk, dog])
    sut.send([dog])

    var received: [[ToDoItem]] = []
    for await items in stream {
      received.append(items)
      if items == [dog] { break }
    }
    #expect(received == [[milk], [milk, dog], [dog]])
  }

  @Test("releasing the values stream ends its subscription", .timeLimit(.minutes(1)))
  func releasingValuesUnsubscribes() async {
    let sut = ItemPublisher()
    var stream: AsyncStream<[ToDoItem]>? = sut.values
    let countWhileAlive = sut.subscriberCount

    withExtendedLifetime(stream) {}
    stream = nil
    await waitUntil { sut.subscriberCount == 0 }

    #expect(countWhileAlive == 1)
    #expect(sut.subscriberCount == 0)
  }

  // MARK: - Helpers

  /// Yields to other main-actor work until `condition` holds, at most `attempts` times;
  /// the stream's clean-up runs in a task the publisher schedules on the main actor.
  private func waitUntil(attempts: Int = 1_000, _ condition: () -> Bool) async {
    for _ in 0..<attempts where !condition() {
      await Task.yield()
    }
  }
}
