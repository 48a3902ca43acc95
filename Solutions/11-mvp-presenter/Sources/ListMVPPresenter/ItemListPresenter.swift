import ListKit
import ToDo

/// The presenter of the MVP to-do list: it decides what the list shows, and the view
/// controller only passes events in and cells through.
///
/// It reads the real ``ItemManager``: the manager is a small in-memory class with no
/// I/O, so a test can fill one in a line. The doubles go where the presenter *talks*:
/// its view and its cells.
@MainActor
public final class ItemListPresenter: ListPresenter {
  /// The title the list shows once its view exists.
  public static let title = "To Do"

  /// Weak, because the view controller owns its presenter: a strong reference back
  /// would keep both alive for ever.
  public weak var view: (any ListView)?
  private let itemManager: ItemManager

  public init(itemManager: ItemManager) {
    self.itemManager = itemManager
  }

  /// Shows the title first, then asks for the rows, so the title is there when the
  /// rows arrive (the order is a choice: the tests tell which test depends on it).
  public func viewCreated() {
    view?.display(title: Self.title)
    view?.reloadList()
  }

  /// Only the to-do items: done items are not part of this list.
  public func numberOfRows() -> Int {
    itemManager.toDoCount
  }

  /// Fills the cell from the to-do item in `row`; a row the manager does not have
  /// leaves the cell untouched instead of trapping.
  public func configure(cell: any ListCellView, forRow row: Int) {
    guard let item = try? itemManager.item(at: row) else { return }
    cell.display(title: item.title)
    cell.display(detail: item.location?.name)
  }
}
