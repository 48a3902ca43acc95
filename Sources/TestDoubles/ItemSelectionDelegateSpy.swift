import ListKit
import ToDo

/// A spy on the list's selection delegate: it records which items were picked, and in
/// which list.
///
/// It records each selection in ``messages``, keeping the list's identity because a view
/// controller is not `Equatable`; ``selectedItems`` is read from that list. Stands in for
/// ``ItemSelectionDelegate`` (what comes after the list: the coordinator that opens the
/// detail screen). The fourth edition's table chapter calls its counterpart a mock.
///
/// Used in: exercise 12.
@MainActor
public final class ItemSelectionDelegateSpy: ItemSelectionDelegate {
  public enum Message: Equatable, Sendable {
    case didSelect(ToDoItem, list: ObjectIdentifier)
  }

  public private(set) var messages: [Message] = []

  public init() {}

  public func list(_ viewController: ViewController, didSelect item: ToDoItem) {
    messages.append(.didSelect(item, list: ObjectIdentifier(viewController)))
  }

  /// The items selected, oldest first.
  public var selectedItems: [ToDoItem] {
    messages.map { message in
      switch message {
      case .didSelect(let item, _): item
      }
    }
  }
}
