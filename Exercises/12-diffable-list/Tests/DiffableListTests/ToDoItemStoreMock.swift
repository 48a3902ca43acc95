import ToDo

/// A double of the store the list reads from: a **stub** for the items and a **spy**
/// for `check(_:)`.
///
/// The name follows the fourth edition ("…Mock"), but it never verifies anything
/// itself. The test drives the list's indirect input through ``itemPublisher``
/// (`store.itemPublisher.send([...])`, as the book sends into a `CurrentValueSubject`),
/// and reads the list's indirect output in ``messages``.
@MainActor
final class ToDoItemStoreMock: ToDoItemStoring {
  enum Message: Equatable {
    case check(ToDoItem)
  }

  let itemPublisher = ItemPublisher()
  private(set) var messages: [Message] = []

  func check(_ item: ToDoItem) {
    messages.append(.check(item))
  }
}
