import ListKit
import ToDo

/// A selection delegate that records which items were picked, and in which list.
///
/// **Kind: spy.** The fourth edition calls its counterpart a delegate mock; it only
/// records. Stands in for ``ItemSelectionDelegate`` (what comes after the list: the
/// coordinator that opens the detail screen). It records each selection in
/// ``messages``, keeping the list's identity because a view controller is not
/// `Equatable`; ``selectedItems`` is read from that list.
///
/// Used in the fourth edition's list (seed 001, exercise 12): "selecting a row tells
/// the delegate which item was selected".
///
/// What a generator would call the members: Mockolo `listCallCount` / `listHandler`;
/// swift-spyable `listDidSelectCallsCount` and `listDidSelectReceivedArguments`
/// (a tuple of view controller and item, the shape the seed's hand-made mock uses).
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
