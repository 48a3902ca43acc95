import ListKit
import XCTest

@testable import ListMVPView

/// The list view controller of the MVP talk, in XCTest, laid out as the talk's template:
/// constants, test variables, set-up and tear-down, a basic test, the tests by topic,
/// and the doubles at the end.
@MainActor
final class ItemsTableViewControllerTests: XCTestCase {
  // MARK: - Parameters & Constants.

  /// Row counts that are neither 0, 1 nor a default, so a right answer is no accident.
  let numberOfRowsOne = 7
  let numberOfRowsAnother = 3

  // MARK: - Test variables.

  var sut: ItemsTableViewController!
  var presenter: PresenterMock!

  // MARK: - Set up and tear down.

  // No `super.setUp()`: XCTestCase's own does nothing, and from a main-actor class the
  // call would send `self` off the main actor, which Swift 6 rejects.
  override func setUp() async throws {
    try createSut()
  }

  override func tearDown() async throws {
    releaseSut()
  }

  /// A fresh presenter mock and a controller from the storyboard, as the app gets it.
  func createSut() throws {
    presenter = PresenterMock()
    sut = try MainStoryboard.make().instantiateViewController(
      withIdentifier: ItemsTableViewController.storyboardID, as: ItemsTableViewController.self)
  }

  /// Lets go of both, so no test sees another test's objects.
  func releaseSut() {
    sut = nil
    presenter = nil
  }

  // MARK: - Basic test.

  /// Scaffolding from the template: the assertion cannot fail (set-up throws before it
  /// could see `nil`). It proves the template runs; delete it once real tests exist.
  func test_sut_isNotNil() async {
    XCTAssertNotNil(sut, "Sut must not be nil.")
  }

  // MARK: - Event handling in the presenter.

  func test_viewDidLoad_tellsPresenterViewCreated() async {
    sut.presenter = presenter

    _ = sut.view

    XCTAssertTrue(presenter.isViewCreatedInvoked)
  }

  // MARK: - Table view data source.

  func test_numberOfRows_presenterSaysSeven_isSeven() async {
    assertRowsComeFromPresenter(numberOfRowsOne)
  }

  func test_numberOfRows_presenterSaysThree_isThree() async {
    assertRowsComeFromPresenter(numberOfRowsAnother)
  }

  func test_numberOfRows_withoutPresenter_isZero() async {
    sut.presenter = nil

    let rows = sut.tableView(sut.tableView, numberOfRowsInSection: 0)

    XCTAssertEqual(rows, 0)
  }

  func test_cellForRow_asksPresenterToConfigureTheCell() async {
    presenter.totalRows = 1
    sut.presenter = presenter

    _ = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 0, section: 0))

    XCTAssertTrue(presenter.isConfigureCellInvoked)
  }

  // MARK: - Helpers.

  /// The talk's refactored row test: one body, run with each of the two constants.
  private func assertRowsComeFromPresenter(
    _ totalRows: Int, file: StaticString = #filePath, line: UInt = #line
  ) {
    presenter.totalRows = totalRows
    sut.presenter = presenter

    let rows = sut.tableView(sut.tableView, numberOfRowsInSection: 0)

    XCTAssertEqual(rows, totalRows, file: file, line: line)
  }

  // MARK: - Stubs & Mocks.

  /// A presenter that answers a set row count and raises a flag for each event.
  ///
  /// **Kind: spy and stub**, whatever its name says. A mock in the strict sense is
  /// given its expectations and checks them itself; this one checks nothing. It is a
  /// spy for the two commands (`viewCreated()`, `configure(cell:forRow:)`), each
  /// noted in a Bool, and a stub for the one query (`numberOfRows()` answers
  /// ``totalRows``). README, "The double", shows the catalog's version with a message
  /// list instead of flags, and what the flags miss.
  final class PresenterMock: ListPresenter {
    var totalRows = 0
    private(set) var isViewCreatedInvoked = false
    private(set) var isConfigureCellInvoked = false

    func viewCreated() {
      isViewCreatedInvoked = true
    }

    func numberOfRows() -> Int {
      totalRows
    }

    func configure(cell: any ListCellView, forRow row: Int) {
      isConfigureCellInvoked = true
    }
  }
}
