import ListKit
import ToDo

/// A spy on an item cell, named "Mock…" because the walkthrough names its cell double so.
///
/// A ``TableViewCell`` that adopts ``CellConfigurator`` and, instead of filling labels,
/// records each `configure(with:checked:)` in ``messages``, both arguments included, so
/// a data-provider test sees what the data source handed to the cell it dequeued. It
/// checks nothing itself.
///
/// Used in: exercise 06.
@MainActor
public final class MockItemCell: TableViewCell, CellConfigurator {
  public enum Message: Equatable, Sendable {
    case configure(item: ToDoItem, checked: Bool)
  }

  public private(set) var messages: [Message] = []

  public func configure(with item: ToDoItem, checked: Bool) {
    messages.append(.configure(item: item, checked: checked))
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
