import ListKit
import ToDo

/// The list of to-do items of the fourth edition: it shows what its store publishes,
/// to-do items first and done items second, and reports the item the user picks.
///
/// Stage `cell-title`, before the refactoring: the traditional way, with the controller
/// as its table's data source. It keeps its own copy of the items and must remember to
/// reload the table whenever they change. The tests pass; the next step replaces all of
/// this with a diffable data source and runs the same tests again.
@MainActor
public final class ToDoItemsListViewController: ViewController, TableViewDataSource {
  static let cellIdentifier = "ToDoItemCell"

  public let tableView = TableView()
  /// Where the items come from; set it before the view loads.
  public var toDoItemStore: (any ToDoItemStoring)?
  /// Weak: whoever shows this list (a coordinator, later) owns it, not the other way round.
  public weak var selectionDelegate: (any ItemSelectionDelegate)?

  private var items: [ToDoItem] = []
  private var subscription: ItemSubscription?

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.frame
    view.addSubview(tableView)
    tableView.register(ToDoItemCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    tableView.dataSource = self
    subscription = toDoItemStore?.itemPublisher.sink { [weak self] items in
      self?.items = items
      // The table caches its row counts: without this, it keeps showing the old list.
      self?.tableView.reloadData()
    }
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    if let itemCell = cell as? ToDoItemCell {
      itemCell.titleLabel.text = items[indexPath.row].title
    }
    return cell
  }

  // TODO: (stage select-row) become the table's delegate and tell `selectionDelegate`
  // which item was selected.
}
