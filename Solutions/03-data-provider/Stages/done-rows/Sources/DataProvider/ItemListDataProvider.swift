import ListKit
import ToDo

/// Fills the item list's table: to-do items in the first section, done items in the second.
///
/// Snapshot at the end of stage done-rows, green and before the refactoring: a switch
/// on the raw section index, with the optional manager unwrapped in every case and a
/// `default` for sections that never come. The `Section` enum replaces both.
final class ItemListDataProvider: TableViewDataSource, TableViewDelegate {
  /// Optional because the storyboard makes the provider before anyone can hand it a
  /// manager; while it is `nil` the table is empty.
  var itemManager: ItemManager?

  func numberOfSections(in tableView: TableView) -> Int {
    2
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    switch section {
    case 0: itemManager?.toDoCount ?? 0
    case 1: itemManager?.doneCount ?? 0
    default: 0
    }
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell()
  }
}
