import Foundation

/// Hears what the user does with a table view and styles its actions (`UITableViewDelegate`).
///
/// Every method is optional, with UIKit's defaults: the swipe button reads "Delete",
/// selecting a row does nothing.
///
/// ```swift
/// extension Provider: TableViewDelegate {
///   func tableView(_ tableView: TableView,
///                  titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
///     indexPath.section == 0 ? "Check" : "Uncheck"
///   }
/// }
/// ```
@MainActor
public protocol TableViewDelegate: AnyObject {
  func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
  public func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    "Delete"
  }

  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}
