import ListKit
import ToDo

/// The list's row for one to-do item: what, where and when.
///
/// The three labels are outlets. The storyboard's prototype cell
/// (``makePrototype()``) creates them and connects them; a cell made with `init()`
/// has none, just as a `UITableViewCell` subclass made in code has no `@IBOutlet`
/// connected.
final class ItemCell: TableViewCell, CellConfigurator {
  // TODO: these outlets are declared so that the tests compile (in the walkthrough the
  // first red is "ItemCell has no member titleLabel"). Nothing connects them yet: that
  // happens in ItemCell+Prototype.swift.
  var titleLabel: Label?
  var locationLabel: Label?
  var dateLabel: Label?

  /// Shows `item`; a checked item shows only its title, struck through.
  func configure(with item: ToDoItem, checked: Bool) {
    // TODO: fill the labels: the title, the location's name and the date as MM/dd/yyyy.
  }
}
