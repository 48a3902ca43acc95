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

  /// Made once per cell, the first time a date is shown: a formatter is costly to
  /// build and its format never changes. UTC and `en_US_POSIX` make the text the same
  /// wherever the code runs.
  private lazy var dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "MM/dd/yyyy"
    return formatter
  }()

  /// Shows `item`; a checked item shows only its title, struck through.
  func configure(with item: ToDoItem, checked: Bool) {
    // A done item needs no place or date any more; clearing them also matters when a
    // reused cell showed an unchecked item before.
    if checked {
      titleLabel?.attributedText = StyledText(item.title, isStruckThrough: true)
      locationLabel?.text = nil
      dateLabel?.text = nil
    } else {
      titleLabel?.text = item.title
      locationLabel?.text = item.location?.name
      dateLabel?.text = item.timestamp.map { dateText(for: $0) }
    }
  }

  private func dateText(for timestamp: Double) -> String {
    dateFormatter.string(from: Date(timeIntervalSince1970: timestamp))
  }
}
