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
    // Mutant: a "better" shortcut that re-registers the prototype on a new table; the
    // new table is still not the one in the view.
    let tableView = TableView(frame: view.frame)
    tableView.register(forCellReuseIdentifier: MainStoryboard.itemCellIdentifier) {
      ItemCell.makePrototype()
    }
    self.tableView = tableView
    tableView.dataSource = dataProvider
    tableView.delegate = dataProvider
  }
}
