/// How a table view makes a cell for a reuse identifier: from a class, or from a
/// factory (the stand-in for a nib or a storyboard prototype cell).
@MainActor
enum CellRegistration {
  case type(TableViewCell.Type)
  case factory(@MainActor () -> TableViewCell)

  func makeCell() -> TableViewCell {
    switch self {
    case .type(let cellType): cellType.init()
    case .factory(let make): make()
    }
  }
}
