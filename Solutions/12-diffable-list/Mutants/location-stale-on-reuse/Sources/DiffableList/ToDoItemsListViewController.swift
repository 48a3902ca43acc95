import ListKit
import ToDo

/// The list of to-do items of the fourth edition: it shows what its store publishes,
/// to-do items first and done items second, and reports the item the user picks.
///
/// A plain ``ViewController`` with its own table view, not a `TableViewController`:
/// the data source is a diffable data source, not the controller itself.
@MainActor
public final class ToDoItemsListViewController: ViewController, TableViewDelegate {
  static let cellIdentifier = "ToDoItemCell"

  public let tableView = TableView()
  /// Where the items come from; set it before the view loads.
  public var toDoItemStore: (any ToDoItemStoring)?
  /// Weak: whoever shows this list (a coordinator, later) owns it, not the other way round.
  public weak var selectionDelegate: (any ItemSelectionDelegate)?

  // The table holds its data source weakly, so the controller must keep it alive.
  private var dataSource: ToDoItemsDataSource?
  private var subscription: ItemSubscription?

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.frame
    view.addSubview(tableView)
    tableView.register(ToDoItemCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    tableView.delegate = self
    dataSource = ToDoItemsDataSource(tableView: tableView) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
      guard let itemCell = cell as? ToDoItemCell else { return cell }
      itemCell.titleLabel.text = item.title
      // Always set, even to nil: a reused cell must not keep the last item's place.
      if let name = item.location?.name { itemCell.locationLabel.text = name }
      return itemCell
    }
    // `sink` sends the current items at once, then every change, like a
    // `CurrentValueSubject`; `[weak self]` so the store does not keep the list alive.
    subscription = toDoItemStore?.itemPublisher.sink { [weak self] items in
      self?.show(items)
    }
  }

  // The snapshot replaces the whole list; the data source reloads the table, so no
  // `reloadData()` can be forgotten.
  private func show(_ items: [ToDoItem]) {
    var snapshot = DiffableSnapshot<ItemListSection, ToDoItem>()
    snapshot.appendSections([.toDo, .done])
    snapshot.appendItems(items.filter { !$0.done }, toSection: .toDo)
    snapshot.appendItems(items.filter(\.done), toSection: .done)
    dataSource?.apply(snapshot)
  }

  // Asks the data source which item sits at the row, so selection follows the sections.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    guard let item = dataSource?.itemIdentifier(for: indexPath) else { return }
    selectionDelegate?.list(self, didSelect: item)
  }
}
