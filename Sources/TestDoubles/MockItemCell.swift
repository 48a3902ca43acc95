import ListKit
import ToDo

/// A table cell that records the items it is configured with.
///
/// **Kind: spy** (the walkthrough's "mock"): a ``TableViewCell`` that adopts
/// ``CellConfigurator`` and, instead of filling labels, records each
/// `configure(with:checked:)` in ``messages``. Stands in for the app's item cell, so a
/// data-provider test can see what the data source handed to the cell it dequeued.
///
/// Used in the first walkthrough's data-provider chapter (seeds 000 and 002,
/// exercise 04): first "the cell gets configured" (the seed's ``configCellGotCalled``
/// flag), then "with the right item" (``capturedItem``; the seed spells it
/// `catchedItem`), then "a cell in the done section gets a checked item"
/// (``capturedChecked``). The seed had to swap its flag for a captured item as the
/// tests grew; with a message list, every later question is already answered.
///
/// What a generator would call the members: Mockolo `configureCallCount` /
/// `configureHandler`; swift-spyable `configureWithCheckedCallsCount`,
/// `configureWithCheckedReceivedArguments` (a tuple of item and checked).
@MainActor
public final class MockItemCell: TableViewCell, CellConfigurator {
  public enum Message: Equatable, Sendable {
    case configure(item: ToDoItem, checked: Bool)
  }

  public private(set) var messages: [Message] = []

  public func configure(with item: ToDoItem, checked: Bool) {
    messages.append(.configure(item: item, checked: checked))
  }

  /// The seed's flag: the cell was configured at least once.
  public var configCellGotCalled: Bool {
    !messages.isEmpty
  }

  public var configureCallCount: Int {
    messages.count
  }

  /// The item of the last configuration.
  public var capturedItem: ToDoItem? {
    guard case .configure(let item, _)? = messages.last else { return nil }
    return item
  }

  /// The `checked` argument of the last configuration.
  public var capturedChecked: Bool? {
    guard case .configure(_, let checked)? = messages.last else { return nil }
    return checked
  }
}
