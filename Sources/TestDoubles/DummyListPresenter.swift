import ListKit

/// A presenter that fails the test if anything calls it.
///
/// **Kind: dummy.** It fills a `presenter` slot in a test that must not reach the
/// presenter at all, and says so loudly if it is reached after all: every method
/// records "unexpected use of DummyListPresenter.<method>" as a failure of the running
/// test, at the line that made the dummy. It does not trap, so the other tests still
/// run; `numberOfRows()` then answers `0`. Stands in for ``ListPresenter``.
///
/// Used in the MVP walkthrough's view-controller tests (seed 004, exercise 10) where a
/// presenter must be set but must not be consulted: "a controller whose view is not
/// loaded yet has told its presenter nothing".
///
/// swift-spyable and Mockolo do not generate dummies; their spies silently return a
/// default (Mockolo) or trap on a missing return value (swift-spyable). Cuckoo's
/// generated `ListPresenterStub`, which does nothing, is the nearest relative, but it
/// stays quiet when used.
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
