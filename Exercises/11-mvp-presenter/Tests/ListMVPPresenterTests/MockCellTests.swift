import Testing

@testable import ListMVPPresenter

/// Checks the cell spy itself before any presenter test trusts it: a spy that records
/// nothing would make "the cell was left alone" pass for every presenter.
@MainActor
@Suite("MockCell, the cell spy")
struct MockCellTests {
  @Test("records every message, in the order it arrived")
  func recordsEveryMessageInOrder() {
    let cell = MockCell()

    cell.display(title: "Water the plants")
    cell.display(detail: nil)
    cell.display(detail: "Balcony")

    #expect(
      cell.messages == [
        .display(title: "Water the plants"),
        .display(detail: nil),
        .display(detail: "Balcony"),
      ])
  }
}
