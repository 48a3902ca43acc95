import ListKit
import TestDoubles
import Testing

@MainActor
@Suite("FakeDataSource, a stub data source")
struct FakeDataSourceTests {
  @Test("a table using it has one section with one row")
  func oneRow() {
    let sut = FakeDataSource()
    let table = TableView()

    table.dataSource = sut

    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 1)
    withExtendedLifetime(sut) {}
  }

  @Test("the row count can be chosen", arguments: [0, 4])
  func chosenRows(count: Int) {
    let sut = FakeDataSource(numberOfRows: count)

    #expect(sut.tableView(TableView(), numberOfRowsInSection: 0) == count)
  }

  @Test("it hands out a plain cell, never dequeued")
  func plainCell() {
    let sut = FakeDataSource()
    let table = MockTableView.make(dataSource: sut)

    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))

    #expect(cell != nil)
    #expect(!(cell is MockItemCell))
    #expect(table.dequeueCallCount == 0)
  }
}
