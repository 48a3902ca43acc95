import ToDo

/// A cell that fills its own labels from a to-do item, so a data source can configure
/// any cell without knowing its class (the decoupling the first walkthrough suggests).
///
/// ```swift
/// if let cell = cell as? CellConfigurator { cell.configure(with: item, checked: false) }
/// ```
@MainActor
public protocol CellConfigurator: AnyObject {
  func configure(with item: ToDoItem, checked: Bool)
}
