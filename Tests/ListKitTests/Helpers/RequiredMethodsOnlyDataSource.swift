import ListKit

/// A stub data source that implements only the two required methods, so every optional
/// one falls back to the protocol's default. Every section answers `rows`.
@MainActor
final class RequiredMethodsOnlyDataSource: TableViewDataSource {
  var rows: Int

  init(rows: Int = 0) {
    self.rows = rows
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell()
  }
}
