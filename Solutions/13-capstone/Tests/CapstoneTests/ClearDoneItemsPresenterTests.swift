import Capstone
import Testing
import ToDo

/// The reference tests of `ClearDoneItemsPresenter`: the ones a learner's tests are
/// compared with, and the ones every mutant of the presenter must fail.
///
/// Each double plays one part: the fake store holds the items (asserted by state), the
/// view spy hears the outputs, and the confirmation is a stub where the user answers and
/// a dummy where nobody should ask.
@MainActor
@Suite("ClearDoneItemsPresenter")
struct ClearDoneItemsPresenterTests {
  let toBuy = ToDoItem(title: "Buy stamps")
  let bought = ToDoItem(title: "Buy envelopes", done: true)
  let toPost = ToDoItem(title: "Post the parcel")
  let posted = ToDoItem(title: "Post the card", done: true)

  // MARK: - Stage button-state

  @Test("when the view is created, clearing is enabled if an item is done")
  func viewCreatedEnablesClearingWhenAnItemIsDone() throws {
    let (sut, _, view) = makeSUT(items: [toBuy, bought], confirmation: ConfirmationDummy())

    try sut.viewCreated()

    #expect(view.messages == [.setClearButtonEnabled(true)])
  }

  @Test("when the view is created, clearing is disabled if nothing is done")
  func viewCreatedDisablesClearingWhenNothingIsDone() throws {
    let (sut, _, view) = makeSUT(items: [toBuy, toPost], confirmation: ConfirmationDummy())

    try sut.viewCreated()

    #expect(view.messages == [.setClearButtonEnabled(false)])
  }

  // MARK: - Stage clearing

  @Test("clearing keeps the to-do items and removes the done ones")
  func clearingKeepsOnlyTheToDoItems() async throws {
    let (sut, store, _) = makeSUT(
      items: [toBuy, bought, toPost, posted], confirmation: ConfirmationStub(answer: true))

    try await sut.clearTapped()

    let kept = try store.load()
    #expect(kept == [toBuy, toPost])
  }

  @Test(
    "clearing says how many done items were removed",
    arguments: [(1, "Removed 1 done item"), (3, "Removed 3 done items")])
  func clearingReportsHowManyWereRemoved(doneCount: Int, message: String) async throws {
    let doneItems = (1...doneCount).map { ToDoItem(title: "Done \($0)", done: true) }
    let (sut, _, view) = makeSUT(
      items: [toBuy, toPost] + doneItems, confirmation: ConfirmationStub(answer: true))

    try await sut.clearTapped()

    #expect(view.messages.contains(.display(message: message)))
  }

  @Test("after clearing, the clear button is disabled")
  func clearingDisablesTheButton() async throws {
    let (sut, _, view) = makeSUT(
      items: [toBuy, bought], confirmation: ConfirmationStub(answer: true))

    try await sut.clearTapped()

    #expect(view.messages.last == .setClearButtonEnabled(false))
  }

  /// Two done items among four: the user must be asked about the two that go, not all
  /// four, and asked once.
  @Test("clearing asks the user about the done items only, once")
  func clearingAsksAboutTheDoneItemsOnly() async throws {
    let confirmation = ConfirmationStub(answer: true)
    let (sut, _, _) = makeSUT(items: [toBuy, bought, toPost, posted], confirmation: confirmation)

    try await sut.clearTapped()

    #expect(confirmation.askedCounts == [2])
  }

  @Test("with nothing done, tapping clear asks nothing and changes nothing")
  func clearingWithNothingDoneAsksNothing() async throws {
    let (sut, store, view) = makeSUT(items: [toBuy, toPost], confirmation: ConfirmationDummy())

    try await sut.clearTapped()

    let kept = try store.load()
    #expect(kept == [toBuy, toPost])
    #expect(view.messages.isEmpty)
  }

  // MARK: - Stage declining

  @Test("when the user declines, every item stays in the store")
  func decliningKeepsEveryItem() async throws {
    let (sut, store, _) = makeSUT(
      items: [toBuy, bought], confirmation: ConfirmationStub(answer: false))

    try await sut.clearTapped()

    let kept = try store.load()
    #expect(kept == [toBuy, bought])
  }

  @Test("when the user declines, the view is told nothing")
  func decliningLeavesTheViewAlone() async throws {
    let (sut, _, view) = makeSUT(
      items: [toBuy, bought], confirmation: ConfirmationStub(answer: false))

    try await sut.clearTapped()

    #expect(view.messages.isEmpty)
  }

  // MARK: - Helpers

  private func makeSUT(
    items: [ToDoItem], confirmation: any ClearConfirmation
  ) -> (sut: ClearDoneItemsPresenter, store: InMemoryItemStore, view: ClearDoneViewSpy) {
    let store = InMemoryItemStore(items: items)
    let view = ClearDoneViewSpy()
    let sut = ClearDoneItemsPresenter(store: store, confirmation: confirmation)
    sut.view = view
    return (sut, store, view)
  }
}
