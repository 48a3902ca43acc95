import ListKit

/// A dummy presenter: it fills a `presenter` slot and fails the running test if anything
/// calls it.
///
/// Every method records "unexpected use of DummyListPresenter.<method>" as a failure of
/// the running test, at the line that made the dummy. It does not trap, so the other
/// tests still run; `numberOfRows()` then answers `0`. Stands in for ``ListPresenter``.
///
/// Used in: no exercise. Its own tests show it in use.
@MainActor
public final class DummyListPresenter: ListPresenter {
  private let createdAt: CallSite

  /// Makes a dummy whose failures point at the line that created it.
  public init(
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    createdAt = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public func viewCreated() {
    createdAt.recordUnexpectedUse(of: "DummyListPresenter.viewCreated()")
  }

  public func numberOfRows() -> Int {
    createdAt.recordUnexpectedUse(of: "DummyListPresenter.numberOfRows()")
    return 0
  }

  public func configure(cell: any ListCellView, forRow row: Int) {
    createdAt.recordUnexpectedUse(of: "DummyListPresenter.configure(cell:forRow:)")
  }
}
