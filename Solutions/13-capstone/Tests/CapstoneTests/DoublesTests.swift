import Testing
import ToDo

/// Checks the four doubles before any presenter test relies on them. A double is code:
/// a fake that cheats, or a spy that hears nothing, makes every test built on it lie.
@MainActor
@Suite("The doubles")
struct DoublesTests {
  // MARK: - The fake store

  @Test("the fake store loads the items it was made with")
  func fakeStoreStartsWithTheItemsItWasGiven() throws {
    let items = [ToDoItem(title: "Post the letter"), ToDoItem(title: "Oil the bike", done: true)]
    let store = InMemoryItemStore(items: items)

    let loaded = try store.load()

    #expect(loaded == items)
  }

  @Test("the fake store loads what was saved last, not what was saved before")
  func fakeStoreLoadsWhatWasSavedLast() throws {
    let store = InMemoryItemStore(items: [ToDoItem(title: "Old")])
    try store.save([ToDoItem(title: "First save")])

    try store.save([ToDoItem(title: "Second save"), ToDoItem(title: "Also second", done: true)])
    let loaded = try store.load()

    #expect(loaded.map(\.title) == ["Second save", "Also second"])
  }

  // MARK: - The view spy

  @Test("the view spy records every message, in the order it arrived")
  func viewSpyRecordsEveryMessageInOrder() {
    let spy = ClearDoneViewSpy()

    spy.setClearButtonEnabled(true)
    spy.display(message: "Removed 2 done items")
    spy.setClearButtonEnabled(false)

    #expect(
      spy.messages == [
        .setClearButtonEnabled(true),
        .display(message: "Removed 2 done items"),
        .setClearButtonEnabled(false),
      ])
  }

  // MARK: - The confirmation stub and dummy

  @Test("the stub gives the answer it was made with", arguments: [true, false])
  func stubAnswersWhatItWasGiven(answer: Bool) async {
    let stub = ConfirmationStub(answer: answer)

    let given = await stub.confirmClearing(count: 2)

    #expect(given == answer)
  }

  @Test("the confirmation stub records every count it was asked about, in order")
  func stubRecordsWhatItWasAsked() async {
    let stub = ConfirmationStub(answer: true)

    _ = await stub.confirmClearing(count: 2)
    _ = await stub.confirmClearing(count: 5)

    #expect(stub.askedCounts == [2, 5])
  }

  /// `withKnownIssue` passes only if its body records an issue: exactly what a dummy
  /// must do when it is used.
  @Test("the dummy makes the test fail when it is used")
  func dummyComplainsWhenUsed() async {
    let dummy = ConfirmationDummy()

    await withKnownIssue("the dummy should record an issue when it is asked") {
      _ = await dummy.confirmClearing(count: 2)
    }
  }
}
