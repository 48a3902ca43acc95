import ListKit

/// A spy and stub data source: it answers with the row counts it is given and records
/// every question the table asks, in order. Its cells are dequeued with
/// ``cellIdentifier``, so register that identifier on the table first.
@MainActor
final class TableDataSourceSpy: TableViewDataSource {
  enum Message: Equatable {
    case numberOfSections
    case numberOfRows(section: Int)
    case cellForRow(IndexPath)
  }

  static let cellIdentifier = "Cell"

  /// The backing data: one entry per section, the number of rows in it.
  var rowsPerSection: [Int]
  private(set) var messages: [Message] = []

  init(rowsPerSection: [Int] = []) {
    self.rowsPerSection = rowsPerSection
  }

  /// The index paths the table asked cells for, in order.
  var requestedCells: [IndexPath] {
    messages.compactMap {
      guard case .cellForRow(let indexPath) = $0 else { return nil }
      return indexPath
    }
  }

  func numberOfSections(in tableView: TableView) -> Int {
    messages.append(.numberOfSections)
    return rowsPerSection.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    messages.append(.numberOfRows(section: section))
    return rowsPerSection[section]
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    messages.append(.cellForRow(indexPath))
    return tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
  }
}
