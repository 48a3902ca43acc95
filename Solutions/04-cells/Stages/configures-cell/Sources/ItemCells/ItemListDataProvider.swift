import ListKit
import ToDo

/// Fills the item list's table: to-do items in the first section, done items in the second.
///
/// It is the table's delegate too (`TableViewDelegate`), for the swipe buttons of
/// exercise 05.
///
/// Snapshot at the end of stage configures-cell: the cell is dequeued and configured,
/// but with a placeholder item, which is all the flag-checking test asks for. The
/// captured-item test of the next stage fails against this code.
final class ItemListDataProvider: TableViewDataSource, TableViewDelegate {
  /// Optional because the storyboard makes the provider before anyone can hand it a
  /// manager: whoever owns the list sets it (the tests do it in `setUp`). Until then
  /// the table is empty.
  var itemManager: ItemManager?

  // The enum decides how many sections there are, so adding one cannot be forgotten here.
  func numberOfSections(in tableView: TableView) -> Int {
    Section.allCases.count
  }

  // One guard handles both "no manager yet" and "no such section"; the switch is then
  // exhaustive, so a new section would not compile until it has a count.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    guard let itemManager, let section = Section(rawValue: section) else { return 0 }
    return switch section {
    case .toDo: itemManager.toDoCount
    case .done: itemManager.doneCount
    }
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
    if let itemCell = cell as? ItemCell {
      itemCell.configCell(with: ToDoItem(title: ""))
    }
    return cell
  }
}
