import ListKit

/// A stub data source, named "Fake…" because the walkthrough calls it a fake.
///
/// A fake is a working, lighter implementation; this one does no real work: it answers
/// the two required questions with canned values (one section, ``numberOfRows`` rows, a
/// bare ``TableViewCell``) and records nothing. Stands in for the real data provider, so
/// a table has a data source and the test needs no item manager.
///
/// Used in: exercise 06.
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
