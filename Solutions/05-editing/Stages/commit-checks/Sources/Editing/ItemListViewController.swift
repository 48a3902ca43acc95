import ListKit

/// The screen that lists the items: a table, and the object that fills it.
///
/// Given code (exercise 07 drives it test-first). The tests of this exercise take
/// their table from it, as the walkthrough's set-up does. Both
/// properties are outlets: the storyboard scene in `MainStoryboard.swift` connects them
/// when the view loads. They are optional, not implicitly unwrapped, because before the
/// view loads they really are `nil`.
final class ItemListViewController: ViewController {
  var tableView: TableView?

  /// Held strongly here, because the table holds its data source and delegate weakly:
  /// without this reference the storyboard's provider would vanish at once.
  var dataProvider: (any TableViewDataSource & TableViewDelegate)?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView?.dataSource = dataProvider
    tableView?.delegate = dataProvider
  }
}
