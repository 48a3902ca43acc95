import ListKit

extension ItemListDataProviderTests {
  /// A table view that notes whether a cell was dequeued from it.
  ///
  /// **Kind: spy**, written as a *test-specific subclass*: it is the real `TableView`
  /// (counts, registration, visible rows) with one method overridden to record the call
  /// before passing it on. The walkthrough calls it `MockTableView`, but it verifies
  /// nothing itself; the test asserts on what it recorded. It is nested in the test
  /// class, as in the walkthrough, so nothing else can use it by accident.
  ///
  /// It records a flag, as the walkthrough does. A flag says "at least once" and
  /// nothing more: not how often, nor with which identifier or index path. The kit's
  /// catalog version, `MockTableView` in `Sources/TestDoubles`, records messages instead.
  final class TableViewSpy: TableView {
    private(set) var didDequeue = false

    /// Makes a spy with a frame, `dataSource` and `ItemCellSpy` registered for
    /// "ItemCell": the arrange step the cell tests share.
    ///
    /// The frame matters. A table answers `cellForRow(at:)` only for rows it can show,
    /// and with a zero frame it shows just the first row: a row in the second section
    /// would come back `nil`. 480 points hold ten rows.
    ///
    /// The table holds its data source weakly: the test keeps `dataSource` alive.
    static func make(dataSource: any TableViewDataSource) -> TableViewSpy {
      let tableView = TableViewSpy(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      tableView.dataSource = dataSource
      tableView.register(ItemCellSpy.self, forCellReuseIdentifier: "ItemCell")
      return tableView
    }

    override func dequeueReusableCell(
      withIdentifier identifier: String, for indexPath: IndexPath
    ) -> TableViewCell {
      didDequeue = true
      return super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
  }
}
