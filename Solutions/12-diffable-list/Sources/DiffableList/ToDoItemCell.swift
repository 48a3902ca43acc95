import ListKit

/// The row of one to-do item: its title, and where it has to be done.
///
/// The labels are made with the cell, as a prototype cell in a storyboard arrives
/// with its outlets connected; so they are never `nil` and need no `!`.
@MainActor
public final class ToDoItemCell: TableViewCell {
  public let titleLabel = Label()
  public let locationLabel = Label()

  public required init() {
    super.init()
    addSubview(titleLabel)
    addSubview(locationLabel)
  }
}
