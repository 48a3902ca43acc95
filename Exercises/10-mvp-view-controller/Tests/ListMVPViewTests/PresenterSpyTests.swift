import ListKit
import XCTest

@testable import ListMVPView

/// Stage 7, `presenter-spy` (the kit's addition): the talk's flags next to the messages of
/// the spy you grow from them.
///
/// Each flag test has a message twin. Against the mutants `view-created-twice`,
/// `configures-twice`, `configures-row-zero` and `configures-a-fresh-cell` every flag test
/// stays green and its twin goes red: that difference is the lesson (README, stage 7).
@MainActor
final class PresenterSpyTests: XCTestCase {
  var sut: ItemsTableViewController!

  override func setUp() async throws {
    sut = try MainStoryboard.make().instantiateViewController(
      withIdentifier: ItemsTableViewController.storyboardID, as: ItemsTableViewController.self)
  }

  override func tearDown() async throws {
    sut = nil
  }

  // MARK: - The talk's flags: "at least once"

  func test_flag_viewDidLoad_setsViewCreated() async {
    let spy = PresenterSpy()
    sut.presenter = spy

    sut.loadViewIfNeeded()

    XCTAssertTrue(spy.viewCreatedWasCalled)
  }

  func test_flag_cellForRow_setsConfigure() async {
    let spy = PresenterSpy(numberOfRows: 3)
    sut.presenter = spy

    _ = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 2, section: 0))

    XCTAssertTrue(spy.configureWasCalled)
  }

  // MARK: - The spy's messages: how often, which row, which cell

  func test_viewDidLoad_tellsPresenterExactlyOnce() async {
    let spy = PresenterSpy()
    sut.presenter = spy

    sut.loadViewIfNeeded()

    XCTAssertEqual(spy.messages, [.viewCreated])
  }

  /// Row 2 of 3, not row 0: a controller that always configures row 0 gives the right
  /// answer for the first row by accident.
  func test_cellForRow_configuresThatRowOnceOnTheCellItReturns() async {
    let spy = PresenterSpy(numberOfRows: 3)
    sut.presenter = spy
    sut.loadViewIfNeeded()
    let messagesFromLayout = spy.messages.count

    let cell = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 2, section: 0))

    XCTAssertEqual(
      Array(spy.messages.dropFirst(messagesFromLayout)),
      [.configure(cell: ObjectIdentifier(cell), row: 2)])
  }
}
