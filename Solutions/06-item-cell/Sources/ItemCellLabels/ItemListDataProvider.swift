import ListKit
import ToDo

/// Fills the item list's table: to-do items in the first section, done items in the
/// second, each in a cell that configures itself.
///
/// Unlike the providers of exercises 04 and 05, it knows no cell class: it hands every
/// dequeued cell that adopts `CellConfigurator` its item *and* whether that item is
/// done, the argument `configCell(with:)` had no room for.
final class ItemListDataProvider: TableViewDataSource {
  /// Set by whoever owns the list; until then the table is empty.
  var itemManager: ItemManager?

  private enum Section: Int, CaseIterable {
    case toDo, done
  }

  func numberOfSections(in tableView: TableView) -> Int {
    Section.allCases.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    switch Section(rawValue: section) {
    case .toDo: itemManager?.toDoCount ?? 0
    case .done: itemManager?.doneCount ?? 0
    case nil: 0
    }
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
    guard let configurator = cell as? CellConfigurator, let itemManager else { return cell }
    switch Section(rawValue: indexPath.section) {
    case .toDo:
      if let item = try? itemManager.item(at: indexPath.row) {
        configurator.configure(with: item, checked: false)
      }
    case .done:
      // The section is the manager's checked state: a row here shows a done item.
      if let item = try? itemManager.doneItem(at: indexPath.row) {
        configurator.configure(with: item, checked: true)
      }
    case nil: break
    }
    return cell
  }
}
