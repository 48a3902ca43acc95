import TestDoubles
import Testing
import ToDo

@MainActor
@Suite("ToDoItemStoreStub, a publishing stub and a spy of checks")
struct ToDoItemStoreStubTests {
  let milk = ToDoItem(title: "Buy milk")
  let rent = ToDoItem(title: "Pay rent", done: true)

  @Test("it publishes the items given in init")
  func initialItems() {
    let sut = ToDoItemStoreStub(items: [milk])

    #expect(sut.itemPublisher.value == [milk])
  }

  @Test("items the test sends reach the subscribers")
  func sendReachesSubscribers() {
    let sut = ToDoItemStoreStub()
    var received: [[ToDoItem]] = []
    let subscription = sut.itemPublisher.sink { received.append($0) }

    sut.itemPublisher.send([milk, rent])

    #expect(received == [[], [milk, rent]])
    subscription.cancel()
  }

  @Test("check is recorded and publishes nothing")
  func checkRecorded() {
    let sut = ToDoItemStoreStub(items: [milk])
    let store: any ToDoItemStoring = sut

    store.check(milk)

    #expect(sut.messages == [.check(milk)])
    #expect(sut.checkedItems == [milk])
    #expect(sut.itemPublisher.value == [milk])
  }
}
