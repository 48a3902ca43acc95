import ListKit

/// One row of the MVP list: it shows whatever its presenter gives it.
@MainActor
final class ItemRowCell: TableViewCell, ListCellView {
  /// The reuse identifier of the storyboard's prototype cell.
  static let reuseID = "ItemRowCell"

  let detailLabel = Label()

  func display(title: String) {
    textLabel.text = title
  }

  func display(detail: String?) {
    detailLabel.text = detail
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    detailLabel.text = nil
  }
}
