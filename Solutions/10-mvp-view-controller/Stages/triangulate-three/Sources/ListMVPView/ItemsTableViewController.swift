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
    // The event the presenter waits for before it fetches anything.
    presenter?.viewCreated()
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    // Stage "triangulate-three": the second value forced the real answer. Five, not
    // zero, when there is no presenter: zero is what the table answered before any
    // code was written, so a test for it would pass without ever being red.
    presenter?.numberOfRows() ?? 5
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    // Dequeued and returned, nothing more: configuring comes in stage "configure-cell".
    tableView.dequeueReusableCell(withIdentifier: ItemRowCell.reuseID, for: indexPath)
  }
}
