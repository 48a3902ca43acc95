import ListKit
import TestDoubles
import Testing

@MainActor
@Suite("PresenterMock, a stub for the row count and a spy for the view's events")
struct PresenterMockTests {
  @Test("numberOfRows answers the count given in init", arguments: [7, 3])
  func stubbedRows(count: Int) {
    let sut = PresenterMock(numberOfRows: count)

    #expect(sut.numberOfRows() == count)
  }

  @Test("asking for the row count is not recorded")
  func queryNotRecorded() {
    let sut = PresenterMock(numberOfRows: 7)

    _ = sut.numberOfRows()

    #expect(sut.messages.isEmpty)
  }

  @Test("viewCreated is recorded")
  func viewCreated() {
    let sut = PresenterMock()

    sut.viewCreated()

    #expect(sut.messages == [.viewCreated])
  }

  @Test("configure records which cell and which row")
  func configure() {
    let sut = PresenterMock(numberOfRows: 3)
    let first = MockCell()
    let second = MockCell()

    sut.configure(cell: first, forRow: 0)
    sut.configure(cell: second, forRow: 2)

    #expect(
      sut.messages == [
        .configure(cell: ObjectIdentifier(first), row: 0),
        .configure(cell: ObjectIdentifier(second), row: 2),
      ])
    #expect(sut.configuredRows == [0, 2])
  }
}
