import ListKit
import ToDo
import XCTest

@testable import DetailScreen

/// The detail screen, made by the Main storyboard with its view loaded, as the app
/// gets it.
///
/// `setUp` is the walkthrough's refactoring: every test needs the same controller, so
/// the instantiation moved here out of the first test. The label tests you write live
/// in `DetailViewControllerLabelTests.swift`, whose suite has this same set-up.
@MainActor
final class DetailViewControllerTests: XCTestCase {
  /// Set in `setUp` before every test; implicitly unwrapped because a test never runs
  /// without it (allowed in tests, never in the app's code).
  var sut: DetailViewController!

  // No `super.setUp()`: XCTestCase's own does nothing, and from a main-actor class the
  // call would send `self` off the main actor, which Swift 6 rejects.
  override func setUp() async throws {
    sut = try MainStoryboard.make().instantiateViewController(
      withIdentifier: "DetailViewController", as: DetailViewController.self)
    sut.loadViewIfNeeded()
  }

  override func tearDown() async throws {
    sut = nil
  }

  // MARK: - Outlets

  func test_titleLabel_isConnected() async {
    XCTAssertNotNil(sut.titleLabel)
  }

  func test_mapView_isConnected() async {
    XCTAssertNotNil(sut.mapView)
  }

  // MARK: - Showing the item

  func test_viewWillAppear_withItemInfo_fillsTheLabels() async {
    sut.itemInfo = (makeItemManager(holding: Self.item), 0)

    sut.beginAppearanceTransition(true, animated: true)
    sut.endAppearanceTransition()

    XCTAssertEqual(sut.titleLabel?.text, "The title")
    XCTAssertEqual(sut.dateLabel?.text, "02/22/2016")
    XCTAssertEqual(sut.locationLabel?.text, "Home")
    XCTAssertEqual(sut.descriptionLabel?.text, "The description")
  }

  func test_viewWillAppear_withItemInfo_centresTheMapOnTheItem() async throws {
    sut.itemInfo = (makeItemManager(holding: Self.item), 0)

    sut.beginAppearanceTransition(true, animated: true)
    sut.endAppearanceTransition()

    let centre = try XCTUnwrap(sut.mapView?.centerCoordinate)
    XCTAssertEqual(centre.latitude, Self.coordinate.latitude, accuracy: 0.001)
    XCTAssertEqual(centre.longitude, Self.coordinate.longitude, accuracy: 0.001)
  }

  // MARK: - Checking the item

  func test_checkItem_movesTheItemToTheDoneList() async {
    let itemManager = makeItemManager(holding: ToDoItem(title: "The title"))
    sut.itemInfo = (itemManager, 0)

    sut.checkItem()

    XCTAssertEqual(itemManager.toDoCount, 0)
    XCTAssertEqual(itemManager.doneCount, 1)
  }

  func test_checkButton_tapped_checksTheItem() async throws {
    let itemManager = makeItemManager(holding: ToDoItem(title: "The title"))
    sut.itemInfo = (itemManager, 0)
    let checkButton = try XCTUnwrap(sut.checkButton, "the scene did not connect the check button")

    checkButton.sendActions()

    XCTAssertEqual(itemManager.toDoCount, 0)
    XCTAssertEqual(itemManager.doneCount, 1)
  }

  // MARK: - Helpers

  /// Düsseldorf, where the walkthrough's author lived.
  static let coordinate = Coordinate(latitude: 51.2277, longitude: 6.7735)

  /// 1456150025 is 22 February 2016, 14:07:05 UTC.
  static let item = ToDoItem(
    title: "The title", itemDescription: "The description", timestamp: 1_456_150_025,
    location: Location(name: "Home", coordinate: coordinate))

  private func makeItemManager(holding item: ToDoItem) -> ItemManager {
    let itemManager = ItemManager()
    itemManager.add(item)
    return itemManager
  }
}
