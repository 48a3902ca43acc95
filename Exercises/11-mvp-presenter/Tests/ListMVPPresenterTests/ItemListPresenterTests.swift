import ListKit
import TestDoubles
import Testing
import ToDo

@testable import ListMVPPresenter

/// The presenter side of the MVP list, in the order the walkthrough builds it.
///
/// The presenter reads a real `ItemManager` (in memory, no I/O: nothing to replace)
/// and talks to two doubles: `MockListView` and `MockCell`, both spies.
@MainActor
@Suite("ItemListPresenter")
struct ItemListPresenterTests {
  let itemManager = ItemManager()
  let view = MockListView()
  let sut: ItemListPresenter

  init() {
    sut = ItemListPresenter(itemManager: itemManager)
    sut.view = view
  }

  // MARK: - The view was created

  @Test("when the view is created, it shows the list's title")
  func viewCreatedShowsTheTitle() {
    sut.viewCreated()

    #expect(view.messages.contains(.display(title: "To Do")))
  }

  @Test("when the view is created, it reloads the list")
  func viewCreatedReloadsTheList() {
    sut.viewCreated()

    #expect(view.messages.contains(.reloadList))
  }

  /// Pins every message and their order: it catches a second reload, and it also
  /// fails when the two calls swap, which no user would notice. Overspecified on purpose.
  @Test("when the view is created, it sends exactly: the title, then one reload")
  func viewCreatedSendsExactlyTitleThenReload() {
    sut.viewCreated()

    #expect(view.messages == [.display(title: "To Do"), .reloadList])
  }

  // MARK: - Number of rows

  @Test("seven to-do items give seven rows")
  func sevenToDoItemsGiveSevenRows() {
    addToDoItems(7)

    #expect(sut.numberOfRows() == 7)
  }

  @Test(
    "the number of rows is the number of to-do items; done items do not count",
    arguments: [(toDo: 3, done: 0), (toDo: 2, done: 4), (toDo: 0, done: 1)])
  func rowsFollowTheToDoCount(toDo: Int, done: Int) throws {
    addToDoItems(toDo + done)
    for _ in 0..<done {
      try itemManager.checkItem(at: 0)
    }

    #expect(sut.numberOfRows() == toDo)
  }

  // MARK: - The view is weak

  @Test("the presenter does not keep its view alive")
  func presenterDoesNotKeepItsViewAlive() {
    var shortLivedView: MockListView? = MockListView()
    sut.view = shortLivedView

    shortLivedView = nil

    #expect(sut.view == nil)
  }

  // MARK: - Helpers

  private func addToDoItems(_ count: Int) {
    for number in 0..<count {
      itemManager.add(ToDoItem(title: "Item \(number + 1)"))
    }
  }
}
