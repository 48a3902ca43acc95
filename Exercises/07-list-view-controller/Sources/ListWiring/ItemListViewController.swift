import ListKit

/// The screen that lists the to-do items.
///
/// Both outlets come from the storyboard scene (``MainStoryboard``): the table with its
/// "ItemCell" prototype, and the data provider. `viewDidLoad` only joins the two.
final class ItemListViewController: ViewController {
  /// The storyboard's table, connected when the view loads; `nil` before that.
  var tableView: TableView?
  /// Feeds the table and hears from it. The controller keeps it alive: a table holds
  /// its data source and delegate weakly.
  var dataProvider: (any TableViewDataSource & TableViewDelegate)?

  override func viewDidLoad() {
    super.viewDidLoad()
    // TODO: give the table its data source and its delegate. Use the table the
    // storyboard connected (see README.md, "What to notice" in the last stage).
  }
}
