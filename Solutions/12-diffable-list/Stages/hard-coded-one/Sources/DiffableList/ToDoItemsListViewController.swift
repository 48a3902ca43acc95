import ListKit
import ToDo

/// The list of to-do items of the fourth edition: it shows what its store publishes,
/// to-do items first and done items second, and reports the item the user picks.
///
/// Stage `one-row`: the controller is its table's data source and answers one row,
/// whatever the store publishes. The simplest code that passes the first row test;
/// the next test publishes two lists in a row and ends it.
@MainActor
public final class ToDoItemsListViewController: ViewController, TableViewDataSource {
  static let cellIdentifier = "ToDoItemCell"

  public let tableView = TableView()
  /// Where the items come from; set it before the view loads.
  public var toDoItemStore: (any ToDoItemStoring)?
  /// Weak: whoever shows this list (a coordinator, later) owns it, not the other way round.
  public weak var selectionDelegate: (any ItemSelectionDelegate)?

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.frame
    view.addSubview(tableView)
    tableView.register(ToDoItemCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    tableView.dataSource = self
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    1
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
  }

  // TODO: (stage select-row) become the table's delegate and tell `selectionDelegate`
  // which item was selected.
}
