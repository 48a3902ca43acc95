import ListKit
import Testing

@Suite("A diffable data source whose cell provider gives no cell")
struct TableViewDiffableDataSourceTrapTests {
  @Test("stops the program, naming the item and the row")
  func nilCellTraps() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let table = TableView()
        let dataSource = TableViewDiffableDataSource<Int, String>(tableView: table) { _, _, _ in
          nil
        }
        var snapshot = DiffableSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Buy milk"])
        dataSource.apply(snapshot)
        _ = table.cellForRow(at: IndexPath(row: 0, section: 0))
      }
    }

    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("the cell provider returned nil for Buy milk"))
  }
}
