import ListKit
import TestDoubles
import Testing
import ToDo

@MainActor
@Suite("ItemSelectionDelegateSpy, a spy of list selections")
struct ItemSelectionDelegateSpyTests {
  let sut = ItemSelectionDelegateSpy()

  @Test("a new spy has seen no selection")
  func startsEmpty() {
    #expect(sut.messages.isEmpty)
    #expect(sut.selectedItems.isEmpty)
  }

  @Test("it records each item and the list it was selected in")
  func recordsSelections() {
    let list = ViewController()
    let delegate: any ItemSelectionDelegate = sut
    let milk = ToDoItem(title: "Buy milk")
    let rent = ToDoItem(title: "Pay rent")

    delegate.list(list, didSelect: milk)
    delegate.list(list, didSelect: rent)

    #expect(
      sut.messages == [
        .didSelect(milk, list: ObjectIdentifier(list)),
        .didSelect(rent, list: ObjectIdentifier(list)),
      ])
    #expect(sut.selectedItems == [milk, rent])
  }
}
