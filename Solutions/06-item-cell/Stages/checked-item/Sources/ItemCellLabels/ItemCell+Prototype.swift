import ListKit

extension ItemCell {
  /// Builds the cell as the storyboard's prototype lays it out: each label added to
  /// the cell and connected to its outlet, the kit's version of dragging a label into
  /// the prototype and control-dragging it to the `@IBOutlet`.
  static func makePrototype() -> ItemCell {
    let cell = ItemCell()
    // One new label per outlet: two outlets sharing a label would overwrite each
    // other's text.
    cell.titleLabel = cell.addLabel()
    cell.locationLabel = cell.addLabel()
    cell.dateLabel = cell.addLabel()
    return cell
  }

  private func addLabel() -> Label {
    let label = Label()
    addSubview(label)
    return label
  }
}
