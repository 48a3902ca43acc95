import ToDo

@testable import ItemCells

extension ItemListDataProviderTests {
  /// An item cell that remembers how the data provider configured it, instead of
  /// filling labels.
  ///
  /// **Kind: spy**, a test-specific subclass of `ItemCell` (the walkthrough calls its
  /// version `MockItemCell`). Replacing `configCell(with:)` in a subclass is why that
  /// method needs the `override` keyword here.
  ///
  /// It has the walkthrough's two steps side by side: `wasConfigured`, a Bool that says
  /// only "called at least once", and `configuredItem`, which says with what, the
  /// question the Bool cannot answer.
  final class ItemCellSpy: ItemCell {
    private(set) var wasConfigured = false
    private(set) var configuredItem: ToDoItem?

    override func configCell(with item: ToDoItem) {
      configuredItem = item
      wasConfigured = true
    }
  }
}
