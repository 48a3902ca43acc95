// fairness: configure-cell
// expect: proven
// form: async XCTest method, three rows, the messages after the view's own layout compared whole: one configure of the returned cell for row 2
// why: The messages loading sends are counted first and left out, so only the asked cell's configure is pinned, exactly once, with its identity and its row: right on every correct solution whatever the layout, and every chaff fails.
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

  /// The template's first test, given in test-first mode too: its assertion cannot fail
  /// (set-up throws before it could see `nil`). It proves the template runs.
  func test_sut_isNotNil() async {
    XCTAssertNotNil(sut, "the storyboard gave no controller")
  }

  // MARK: - Helpers

  /// The talk's refactored row test: one body for both constants, given a presenter
  /// that answers `rows`.
  private func rowCount(whenPresenterSays rows: Int) -> Int {
    sut.presenter = PresenterMock(numberOfRows: rows)
    return sut.tableView(sut.tableView, numberOfRowsInSection: 0)
  }

  // The last stage, presenter-spy, stays as in guided mode: PresenterSpyTests.swift is
  // given, and you grow PresenterSpy.swift until it passes.
  //
  // Test-first: write each stage's test under its `// stage:` line, run kit check, and
  // watch it fail before you write the code. Keep the `// stage:` lines: they tell the kit
  // which of your tests belongs to which stage. `PresenterMock` (TestDoubles) records the
  // messages the controller sends it and answers the row count it was made with.

  // stage: view-created
  // TODO: a test that loading the view tells the presenter, once, that the view exists.
  func test_loadingTheView_tellsThePresenterOnce() async {
    let presenter = PresenterMock()
    sut.presenter = presenter

    sut.loadViewIfNeeded()

    XCTAssertEqual(presenter.messages, [.viewCreated])
  }

  // stage: hard-coded-seven
  // TODO: a test that the table shows 7 rows when the presenter says 7.
  func test_sevenFromThePresenter_givesSevenRows() async {
    sut.presenter = PresenterMock(numberOfRows: sevenRows)
    XCTAssertEqual(sut.tableView(sut.tableView, numberOfRowsInSection: 0), sevenRows)
  }

  // stage: triangulate-three
  // TODO: a test that the table shows 3 rows when the presenter says 3.
  func test_threeFromThePresenter_givesThreeRows() async {
    sut.presenter = PresenterMock(numberOfRows: threeRows)
    XCTAssertEqual(sut.tableView(sut.tableView, numberOfRowsInSection: 0), threeRows)
  }

  // stage: no-presenter-zero
  // TODO: a test that a controller with no presenter shows no rows.
  func test_noPresenter_noRows() async {
    XCTAssertEqual(sut.tableView(sut.tableView, numberOfRowsInSection: 0), 0)
  }

  // stage: configure-cell
  // TODO: a test that the cell cellForRowAt returns is handed to the presenter for its row.
  func test_cellForRow_ofRowTwo_configuresThatCellOnce() async {
    let presenter = PresenterMock(numberOfRows: 3)
    sut.presenter = presenter
    sut.loadViewIfNeeded()
    let sentByLoading = presenter.messages.count

    let cell = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 2, section: 0))

    XCTAssertEqual(
      Array(presenter.messages.dropFirst(sentByLoading)),
      [.configure(cell: ObjectIdentifier(cell), row: 2)])
  }
}
