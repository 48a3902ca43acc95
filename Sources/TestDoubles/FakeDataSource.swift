import ListKit

/// A data source that claims a fixed number of rows and hands out plain cells.
///
/// **Kind: stub**, although the walkthrough calls it a fake. A fake is a working
/// lighter implementation; this one works for nothing: it answers the two required
/// questions with canned values (one section, ``numberOfRows`` rows, a bare
/// ``TableViewCell``) and records nothing. Stands in for the real data provider, so
/// the table has a data source and the test needs no item manager.
///
/// Used in the first walkthrough's item-cell chapter (seed 000, exercise 06): the test
/// gives the list's table this data source, then dequeues an item cell itself to check
/// its labels. The cell it returns is never examined; that is why a plain one is enough.
///
/// A generator would produce a `TableViewDataSourceMock` with
/// `tableViewNumberOfRowsInSectionHandler` (Mockolo) or
/// `tableViewNumberOfRowsInSectionReturnValue` (swift-spyable) set by hand.
@MainActor
public final class FakeDataSource: TableViewDataSource {
  public let numberOfRows: Int

  public init(numberOfRows: Int = 1) {
    self.numberOfRows = numberOfRows
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    numberOfRows
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    TableViewCell()
  }
}
