import ListKit

/// The list screen of the MVP app: a passive view that asks its presenter everything.
///
/// It tells the presenter when its view was created, asks it how many rows there are,
/// and hands it each cell to fill. It decides nothing itself, which is why a presenter
/// mock is all a test needs to check it.
@MainActor
final class ItemsTableViewController: TableViewController {
  /// The storyboard ID of this controller's scene.
  static let storyboardID = "ItemsTableViewControllerID"

  // TODO: declared so that the tests compile (in the talk it first appears as a
  // compile error); nothing reads it yet.
  var presenter: (any ListPresenter)?

  // TODO: override viewDidLoad() to tell the presenter the view was created
  // (stage "view-created"), then tableView(_:numberOfRowsInSection:) to give the
  // presenter's row count (stages "hard-coded-seven" to "no-presenter-zero").

  /// Given ahead of the talk's order. A table that claims rows asks for their cells as
  /// soon as it lays out, and TableViewController's own version of this method stops
  /// the program; a trap ends the whole test run. See README, "The crash".
  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: ItemRowCell.reuseID, for: indexPath)
    // TODO: hand the cell to the presenter to configure (stage "configure-cell").
    return cell
  }
}
