import ListKit

/// The screen that lists the to-do items, as the walkthrough's reader wired it.
///
/// This snapshot passes the first four tests and fails the last two: see README.md,
/// "What to notice" in the stage "keeps-storyboard-table".
final class ItemListViewController: ViewController {
  var tableView: TableView?
  var dataProvider: (any TableViewDataSource & TableViewDelegate)?

  override func viewDidLoad() {
    super.viewDidLoad()
    // The detour: a brand-new table replaces the one the storyboard connected a moment
    // ago. "Not nil" is green, but the new table is in no view, has a zero frame and
    // has no "ItemCell" prototype; dequeuing "ItemCell" from it stopped the app, so a
    // bare ItemCell class was registered by hand, and its cells have no labels.
    let tableView = TableView()
    tableView.register(ItemCell.self, forCellReuseIdentifier: MainStoryboard.itemCellIdentifier)
    tableView.dataSource = dataProvider
    tableView.delegate = dataProvider
    self.tableView = tableView
  }
}
