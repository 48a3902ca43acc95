import ListKit
import Testing
import ToDo

@testable import ListMVPPresenter

/// The last part of the walkthrough: configuring a cell, seen through `MockCell`.
///
/// In a file of its own because it depends on the double you finish in stage 6: until
/// `MockCell` records, every test here fails (but one, which passes by coincidence).
extension ItemListPresenterTests {
  @Test("configuring a cell shows the item's title")
  func configureShowsTheItemTitle() {
    itemManager.add(ToDoItem(title: "Book the dentist"))
    let cell = MockCell()

    sut.configure(cell: cell, forRow: 0)

    #expect(cell.messages.contains(.display(title: "Book the dentist")))
  }

  @Test("configuring a cell shows the location's name as the detail")
  func configureShowsTheLocationNameAsDetail() {
    itemManager.add(ToDoItem(title: "Return the drill", location: Location(name: "Garage")))
    let cell = MockCell()

    sut.configure(cell: cell, forRow: 0)

    #expect(cell.messages.contains(.display(detail: "Garage")))
  }

  /// A reused cell still shows the last detail it was given: "no location" must be
  /// said out loud, as a `nil` detail, not by saying nothing.
  @Test("an item without a location clears the detail")
  func configureShowsNoDetailWithoutALocation() {
    itemManager.add(ToDoItem(title: "Call Mum", itemDescription: "Sunday"))
    let cell = MockCell()

    sut.configure(cell: cell, forRow: 0)

    #expect(cell.messages.contains(.display(detail: nil)))
  }

  @Test("configuring a cell uses the item of that row", arguments: [0, 1, 2])
  func configurePicksTheItemOfThatRow(row: Int) {
    for title in ["Milk", "Eggs", "Bread"] {
      itemManager.add(ToDoItem(title: title))
    }
    let cell = MockCell()

    sut.configure(cell: cell, forRow: row)

    #expect(cell.messages.first == .display(title: ["Milk", "Eggs", "Bread"][row]))
  }

  /// The kit's addition. The tests above look for one message each, at row 0 or by
  /// title only: a detail taken from the first row, or a title sent twice, passes them.
  /// Row 1 of two items with different places, and the whole list of messages, does not.
  @Test("configuring a row sends exactly that item's title, then its detail")
  func configureSendsExactlyTheTitleThenTheDetailOfThatRow() {
    itemManager.add(ToDoItem(title: "Return the drill", location: Location(name: "Garage")))
    itemManager.add(ToDoItem(title: "Buy stamps", location: Location(name: "Post office")))
    let cell = MockCell()

    sut.configure(cell: cell, forRow: 1)

    #expect(cell.messages == [.display(title: "Buy stamps"), .display(detail: "Post office")])
  }

  @Test("a row the manager does not have leaves the cell untouched")
  func configureLeavesTheCellAloneForAMissingRow() {
    itemManager.add(ToDoItem(title: "Only one"))
    let cell = MockCell()

    sut.configure(cell: cell, forRow: 3)

    #expect(cell.messages.isEmpty)
  }
}
