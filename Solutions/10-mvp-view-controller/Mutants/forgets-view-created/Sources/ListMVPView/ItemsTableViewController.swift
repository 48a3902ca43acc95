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

  /// Set by whoever shows the screen, before the view loads. Optional because a
  /// storyboard makes the controller with no arguments.
  var presenter: (any ListPresenter)?

  override func viewDidLoad() {
    super.viewDidLoad()
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    // No presenter, nothing to show: zero, a value a test asked for (the walkthrough
    // used five until that test was written).
    presenter?.numberOfRows() ?? 0
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: ItemRowCell.reuseID, for: indexPath)
    // The scene registers ItemRowCell for this identifier, so the cast holds; the
    // presenter fills the cell through the ListCellView protocol, not the class.
    if let row = cell as? ItemRowCell {
      presenter?.configure(cell: row, forRow: indexPath.row)
    }
    return cell
  }
}
