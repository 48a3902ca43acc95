import ListKit

extension ItemCell {
  /// Builds the cell as the storyboard's prototype lays it out: each label added to
  /// the cell and connected to its outlet, the kit's version of dragging a label into
  /// the prototype and control-dragging it to the `@IBOutlet`.
  static func makePrototype() -> ItemCell {
    let cell = ItemCell()
    // TODO: add a label to the cell for each outlet and connect it (cell.addSubview,
    // then assign the outlet). Until then the prototype has no labels at all.
    return cell
  }
}
