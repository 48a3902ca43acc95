/// One row of a table view (`UITableViewCell`); subclass it for custom cells.
///
/// `required init()` lets a table view create any registered cell class by itself.
@MainActor
open class TableViewCell: View {
  /// The identifier the cell was dequeued with; `nil` for a cell made by hand.
  public internal(set) var reuseIdentifier: String?
  public let textLabel = Label()

  public required init() {
    super.init()
  }

  /// Called before a cell from the reuse pool is handed out again; clear state here.
  open func prepareForReuse() {
    textLabel.text = nil
  }
}
