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
  private let delegateProvider = ItemListDataProvider()

  override func viewDidLoad() {
    super.viewDidLoad()
    // Use the table the storyboard connected; making a new one here would throw away
    // its prototype cell and leave the new table outside the view.
    tableView?.dataSource = dataProvider
    tableView?.delegate = delegateProvider
  }
}
