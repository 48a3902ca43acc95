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

  // TODO: the view controller owns its presenter; should the presenter own its view?
  public var view: (any ListView)?
  private let itemManager: ItemManager

  public init(itemManager: ItemManager) {
    self.itemManager = itemManager
  }

  public func viewCreated() {
    // TODO: show the title on the view, then ask it to reload the list.
  }

  public func numberOfRows() -> Int {
    // TODO: one row per to-do item.
    0
  }

  public func configure(cell: any ListCellView, forRow row: Int) {
    // TODO: show the title of the to-do item in `row`, and its location's name as the
    // detail (nil when it has no location).
  }
}
