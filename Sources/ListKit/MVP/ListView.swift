/// The passive view of the MVP list: it shows what its presenter tells it to.
///
/// ```swift
/// extension ItemsViewController: ListView {
///   func reloadList() { tableView.reloadData() }
///   func display(title: String) { self.title = title }
/// }
/// ```
@MainActor
public protocol ListView: AnyObject {
  func reloadList()
  func display(title: String)
}
