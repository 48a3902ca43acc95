import ListKit
import Testing

@Suite("A table view controller that claims rows but makes no cells")
struct TableViewControllerTrapTests {
  @Test("stops the program when its view loads, naming the method to override")
  func missingCellForRowTraps() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        RowsWithoutCellsController().loadViewIfNeeded()
      }
    }

    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("RowsWithoutCellsController"))
    #expect(message.contains("does not override tableView(_:cellForRowAt:)"))
  }
}

/// Claims a row and forgets `tableView(_:cellForRowAt:)`, the mistake under test.
private final class RowsWithoutCellsController: TableViewController {
  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    1
  }
}
