import ListKit
import ToDo

/// One row of the item list.
///
/// Not `final`: exercise 04's tests subclass it (`ItemCellSpy`) to see what the data
/// provider hands it. It has no labels yet (exercise 06 adds them), so
/// configuring it changes nothing a test could read; that is why the tests need a spy.
class ItemCell: TableViewCell {
  /// Fills the cell's labels from `item`; empty until the cell has labels.
  func configCell(with item: ToDoItem) {}
}
