import ListKit
import ToDo

/// Fills the item list's table: to-do items in the first section, done items in the second.
///
/// Snapshot at the end of stage to-do-rows. The row count ignores the section: every
/// section shows the to-do count. The first assertion of the done-rows test passes
/// against this code by coincidence; only its second assertion fails.
final class ItemListDataProvider: TableViewDataSource, TableViewDelegate {
  /// Optional because the storyboard makes the provider before anyone can hand it a
  /// manager; while it is `nil` the table is empty.
  var itemManager: ItemManager?

  func numberOfSections(in tableView: TableView) -> Int {
    2
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    itemManager?.toDoCount ?? 0
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell()
  }
}
