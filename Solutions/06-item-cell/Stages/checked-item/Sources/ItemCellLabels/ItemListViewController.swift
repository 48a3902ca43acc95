import ListKit

/// The screen that lists the items. In this exercise only its table matters: it is
/// where the item cells come from.
final class ItemListViewController: ViewController {
  /// Connected by the storyboard scene when the view loads; `nil` before that.
  var tableView: TableView?
}
