import ToDo

@testable import ItemCells

extension ItemListDataProviderTests {
  /// An item cell that notes how the data provider configured it.
  ///
  /// **Kind: spy**, a test-specific subclass of `ItemCell` (the walkthrough's
  /// `MockItemCell`). It overrides `configCell(with:)`, which is why that method needs
  /// the `override` keyword here, and records the call instead of filling labels.
  ///
  /// It keeps both stages of the walkthrough: first only a flag, `configCellGotCalled`;
  /// then the item itself, `capturedItem` (the walkthrough spells it `catchedItem`),
  /// because the flag cannot tell the right item from any item.
  final class ItemCellSpy: ItemCell {
    private(set) var configCellGotCalled = false
    private(set) var capturedItem: ToDoItem?

    override func configCell(with item: ToDoItem) {
      configCellGotCalled = true
      capturedItem = item
    }
  }
}
