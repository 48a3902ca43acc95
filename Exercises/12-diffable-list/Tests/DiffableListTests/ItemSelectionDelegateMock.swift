import ListKit
import ToDo

/// A double of the list's selection delegate; despite the name, a **spy**.
///
/// It records each selection, with the identity of the list that reported it, and the
/// test compares the messages afterwards. A mock in the strict sense would be told
/// beforehand what to expect and would fail the test itself; this one only listens.
@MainActor
final class ItemSelectionDelegateMock: ItemSelectionDelegate {
  enum Message: Equatable {
    case didSelect(ToDoItem, from: ObjectIdentifier)
  }

  private(set) var messages: [Message] = []

  func list(_ viewController: ViewController, didSelect item: ToDoItem) {
    messages.append(.didSelect(item, from: ObjectIdentifier(viewController)))
  }
}
