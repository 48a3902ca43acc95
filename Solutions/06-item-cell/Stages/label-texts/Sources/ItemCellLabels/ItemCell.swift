import ListKit
import ToDo

/// The list's row for one to-do item: what, where and when.
///
/// The three labels are outlets. The storyboard's prototype cell
/// (``makePrototype()``) creates them and connects them; a cell made with `init()`
/// has none, just as a `UITableViewCell` subclass made in code has no `@IBOutlet`
/// connected.
final class ItemCell: TableViewCell, CellConfigurator {
  var titleLabel: Label?
  var locationLabel: Label?
  var dateLabel: Label?

  /// Shows `item`. `checked` is not looked at yet: no test asks for it.
  func configure(with item: ToDoItem, checked: Bool) {
    titleLabel?.text = item.title
    locationLabel?.text = item.location?.name
    if let timestamp = item.timestamp {
      // Green, but wasteful: a new formatter for every cell the table configures. The
      // refactor step keeps one per cell (a lazy property) with the tests still green.
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      formatter.dateFormat = "MM/dd/yyyy"
      dateLabel?.text = formatter.string(from: Date(timeIntervalSince1970: timestamp))
    }
  }
}
