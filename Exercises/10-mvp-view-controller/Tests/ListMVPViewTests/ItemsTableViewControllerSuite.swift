import ListKit
import Testing

@testable import ListMVPView

/// The same suite as `ItemsTableViewControllerTests`, translated to Swift Testing.
///
/// Swift Testing makes a new suite value for every test, so `init()` is the set-up and
/// the end of the value is the tear-down; `sut` and `presenter` can be `let`. The two
/// row tests become one test with two arguments; the "sut is not nil" scaffolding is
/// gone, because a throwing `init()` already fails every test when the storyboard
/// cannot make the controller.
@MainActor
@Suite("The MVP list view controller, in Swift Testing")
struct ItemsTableViewControllerSuite {
  let sut: ItemsTableViewController
  let presenter = PresenterMock()

  init() throws {
    sut = try MainStoryboard.make().instantiateViewController(
      withIdentifier: ItemsTableViewController.storyboardID, as: ItemsTableViewController.self)
  }

  // MARK: - Event handling in the presenter.

  @Test("loading the view tells the presenter the view was created")
  func viewDidLoadTellsPresenterViewCreated() {
    sut.presenter = presenter

    sut.loadViewIfNeeded()

    #expect(presenter.isViewCreatedInvoked)
  }

  // MARK: - Table view data source.

  @Test("the table has as many rows as the presenter says", arguments: [7, 3])
  func rowsComeFromPresenter(totalRows: Int) {
    presenter.totalRows = totalRows
    sut.presenter = presenter

    let rows = sut.tableView(sut.tableView, numberOfRowsInSection: 0)

    #expect(rows == totalRows)
  }

  @Test("without a presenter the table has no rows")
  func noPresenterMeansNoRows() {
    sut.presenter = nil

    let rows = sut.tableView(sut.tableView, numberOfRowsInSection: 0)

    #expect(rows == 0)
  }

  @Test("a cell is handed to the presenter to configure")
  func cellIsHandedToPresenter() {
    presenter.totalRows = 1
    sut.presenter = presenter

    _ = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 0, section: 0))

    #expect(presenter.isConfigureCellInvoked)
  }

  // MARK: - Stubs & Mocks.

  // The presenter mock of ItemsTableViewControllerTests.swift: one double serves both
  // suites, so the translation changes the tests and nothing else.
  typealias PresenterMock = ItemsTableViewControllerTests.PresenterMock
}
