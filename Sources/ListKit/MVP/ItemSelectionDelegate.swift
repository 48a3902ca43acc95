import ToDo

/// Hears which item the user picked in a list, so the list needs no knowledge of
/// what comes next (the fourth edition's navigation hand-off).
///
/// ```swift
/// override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
///   if let item = dataSource?.itemIdentifier(for: indexPath) {
///     selectionDelegate?.list(self, didSelect: item)
///   }
/// }
/// ```
@MainActor
public protocol ItemSelectionDelegate: AnyObject {
  func list(_ viewController: ViewController, didSelect item: ToDoItem)
}
