import ListKit
import TestDoubles
import Testing

@testable import ListMVPView

/// The same suite as `ItemsTableViewControllerTests`, translated to Swift Testing.
///
/// Swift Testing makes a new suite value for every test, so `init()` is the set-up and
/// the end of the value is the tear-down; `sut` can be a `let`. The two row tests become
/// one test with two arguments; the "sut is not nil" scaffolding is gone, because a
/// throwing `init()` already fails every test when the storyboard cannot make the
/// controller.
@MainActor
@Suite("The MVP list view controller, in Swift Testing")
struct ItemsTableViewControllerSuite {
  let sut: ItemsTableViewController

  init() throws {
    sut = try MainStoryboard.make().instantiateViewController(
      withIdentifier: ItemsTableViewController.storyboardID, as: ItemsTableViewController.self)
  }

  @Test("loading the view tells the presenter the view was created")
  func viewDidLoadTellsPresenterViewCreated() {
    let presenter = PresenterMock()
    sut.presenter = presenter

    sut.loadViewIfNeeded()

    #expect(presenter.messages == [.viewCreated])
  }

  @Test("the table has as many rows as the presenter says", arguments: [7, 3])
  func rowsComeFromPresenter(totalRows: Int) {
    sut.presenter = PresenterMock(numberOfRows: totalRows)

    #expect(rowsShown == totalRows)
  }

  @Test("without a presenter the table has no rows")
  func noPresenterMeansNoRows() {
    #expect(rowsShown == 0)
  }

  @Test("a cell is handed to the presenter to configure")
  func cellIsHandedToPresenter() {
    let presenter = PresenterMock(numberOfRows: 1)
    sut.presenter = presenter

    let cell = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 0, section: 0))

    #expect(presenter.messages.last == .configure(cell: ObjectIdentifier(cell), row: 0))
  }

  /// What the table says its one section holds.
  private var rowsShown: Int {
    sut.tableView(sut.tableView, numberOfRowsInSection: 0)
  }
}
