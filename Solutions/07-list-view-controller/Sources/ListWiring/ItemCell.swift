import ListKit

/// The list's row for one to-do item; here only its title outlet matters.
///
/// A cell made with `init()` has no label: only the storyboard's prototype
/// (``makePrototype()``) connects one, so a cell with a title label is a cell that came
/// from the storyboard.
final class ItemCell: TableViewCell {
  var titleLabel: Label?
}
