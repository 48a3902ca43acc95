import ListKit
import ToDo

/// Fills the item list's table: to-do items in the first section, done items in the second.
///
/// It is the table's delegate too (`TableViewDelegate`), for the swipe buttons of
/// exercise 05.
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
    case .done: itemManager.toDoCount
    }
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    // Required by the protocol; cells are exercise 04's subject.
    TableViewCell()
  }
}
