import ListKit

extension ItemCell {
  /// Builds the cell as the storyboard's prototype lays it out: a label added to the
  /// cell and connected to the title outlet.
  static func makePrototype() -> ItemCell {
    let cell = ItemCell()
    let titleLabel = Label()
    cell.addSubview(titleLabel)
    cell.titleLabel = titleLabel
    return cell
  }
}
