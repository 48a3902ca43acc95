import ListKit
import ToDo

/// The list of to-do items of the fourth edition: it shows what its store publishes,
/// to-do items first and done items second, and reports the item the user picks.
///
/// A plain ``ViewController`` with its own table view, not a `TableViewController`:
/// by the end of the exercise the data source is a diffable data source, not the
/// controller itself.
@MainActor
public final class ToDoItemsListViewController: ViewController {
  static let cellIdentifier = "ToDoItemCell"

  public let tableView = TableView()
  /// Where the items come from; set it before the view loads.
  public var toDoItemStore: (any ToDoItemStoring)?
  /// Weak: whoever shows this list (a coordinator, later) owns it, not the other way round.
  public weak var selectionDelegate: (any ItemSelectionDelegate)?

  public override func viewDidLoad() {
    super.viewDidLoad()
    // TODO: (stage table-view) give the table view the view's frame and add it to the view.
    // TODO: (stages one-row to cell-title) register ToDoItemCell, become the table's data
    // source, and subscribe to `toDoItemStore?.itemPublisher` to show its items.
  }

  // TODO: (stage select-row) become the table's delegate and tell `selectionDelegate`
  // which item was selected.
}
