import ListKit
import TestDoubles
import XCTest

@testable import ListMVPView

/// The list view controller of the MVP talk, in XCTest, in the shape of the talk's test
/// template: fixed inputs first, then the objects each test gets, how they are made and
/// dropped, one piece of scaffolding, and the tests grouped by what they are about.
///
/// The presenter double is the catalog's `PresenterMock` (README, "The double").
@MainActor
final class ItemsTableViewControllerTests: XCTestCase {
  // MARK: - Fixed inputs

  /// Row counts that are neither 0, 1 nor a default, so a right answer is no accident.
  let sevenRows = 7
  let threeRows = 3

  // MARK: - What every test gets

  var sut: ItemsTableViewController!

  // MARK: - Making and dropping it

  // No `super.setUp()`: XCTestCase's own does nothing, and from a main-actor class the
  // call would send `self` off the main actor, which Swift 6 rejects.
  override func setUp() async throws {
    try makeSut()
  }

  override func tearDown() async throws {
    dropSut()
  }

  /// A controller from the storyboard, as the app gets it.
  func makeSut() throws {
    sut = try MainStoryboard.make().instantiateViewController(
      withIdentifier: ItemsTableViewController.storyboardID, as: ItemsTableViewController.self)
  }

  /// Lets go of it, so no test sees another test's controller.
  func dropSut() {
    sut = nil
  }

  // MARK: - Scaffolding

  /// The template's first test: its assertion cannot fail (set-up throws before it
  /// could see `nil`). It proves the template runs; delete it once real tests exist.
  func test_sut_isNotNil() async {
    XCTAssertNotNil(sut, "the storyboard gave no controller")
  }

  // MARK: - Events the view sends

  func test_viewDidLoad_tellsPresenterViewCreated() async {
    let presenter = PresenterMock()
    sut.presenter = presenter

    sut.loadViewIfNeeded()

    XCTAssertEqual(presenter.messages, [.viewCreated])
  }

  // MARK: - Rows and cells

  func test_numberOfRows_presenterSaysSeven_isSeven() async {
    XCTAssertEqual(rowCount(whenPresenterSays: sevenRows), sevenRows)
  }

  func test_numberOfRows_presenterSaysThree_isThree() async {
    XCTAssertEqual(rowCount(whenPresenterSays: threeRows), threeRows)
  }

  func test_numberOfRows_withoutPresenter_isZero() async {
    XCTAssertEqual(sut.tableView(sut.tableView, numberOfRowsInSection: 0), 0)
  }

  func test_cellForRow_asksPresenterToConfigureTheCell() async {
    let presenter = PresenterMock(numberOfRows: 1)
    sut.presenter = presenter

    let cell = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 0, section: 0))

    // The last message, not the only one: loading the view lays out the visible row,
    // which configures it once before this test's own call.
    XCTAssertEqual(presenter.messages.last, .configure(cell: ObjectIdentifier(cell), row: 0))
  }

  // MARK: - Helpers

  /// The talk's refactored row test: one body for both constants, given a presenter
  /// that answers `rows`.
  private func rowCount(whenPresenterSays rows: Int) -> Int {
    sut.presenter = PresenterMock(numberOfRows: rows)
    return sut.tableView(sut.tableView, numberOfRowsInSection: 0)
  }
}
