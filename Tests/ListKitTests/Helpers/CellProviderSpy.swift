import ListKit

/// A spy cell provider for a diffable data source: records the table, row and item of
/// every call and answers with a cell whose text is the item.
@MainActor
final class CellProviderSpy {
  struct Call: Equatable {
    let table: ObjectIdentifier
    let indexPath: IndexPath
    let item: String
  }

  private(set) var calls: [Call] = []

  func provideCell(
    _ tableView: TableView, _ indexPath: IndexPath, _ item: String
  ) -> TableViewCell? {
    calls.append(Call(table: ObjectIdentifier(tableView), indexPath: indexPath, item: item))
    let cell = TableViewCell()
    cell.textLabel.text = item
    return cell
  }
}
