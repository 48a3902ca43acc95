import ListKit

/// Answers the list's table: how many rows, which cell, what the swipe button says.
///
/// Only the wiring matters in this exercise, so it has no items yet: the rows and the
/// cells were exercises 03 to 05.
final class ItemListDataProvider: TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    0
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    tableView.dequeueReusableCell(withIdentifier: MainStoryboard.itemCellIdentifier, for: indexPath)
  }
}
