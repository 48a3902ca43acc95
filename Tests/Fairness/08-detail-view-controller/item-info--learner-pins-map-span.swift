// fairness: item-info
// expect: over-specified
// form: XCTest methods; the labels, the map's centre, and the region's span pinned at 100 metres each way
// why: a new learner's test (eleventh try, 08 row 83), first proven: the stage asks where the map is centred, and no correct solution the kit had showed another span
import Foundation
import ListKit
import ToDo
import XCTest

@testable import DetailScreen

/// The detail screen, made by the Main storyboard with its view loaded, as the app
/// gets it.
///
/// `setUp` is the walkthrough's refactoring: every test needs the same controller, so
/// the instantiation moved here out of the first test. In test-first mode it is given,
/// and every test you write, the label tests too, lives in this file.
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

  // MARK: - Given in test-first mode too

  /// Stage setup-refactor: the title-label test after its set-up moved into `setUp`. A
  /// refactoring has no red of its own, so the kit keeps this test; it turns green with
  /// your title-label stage and must stay green.
  func test_titleLabel_isConnected() async {
    XCTAssertNotNil(sut.titleLabel)
    XCTAssertTrue(sut.titleLabel?.superview === sut.view, "the title label is not on the screen")
  }

  // MARK: - Fixtures

  /// A made-up place; any coordinate away from (0, 0) would do, since an unset map
  /// centre is (0, 0).
  static let library = Coordinate(latitude: 40.4168, longitude: -3.7038)

  /// Another item with a place of its own, listed first, so the map must follow the index.
  static let homeVisit = ToDoItem(
    title: "Water the plants",
    location: Location(name: "Home", coordinate: Coordinate(latitude: 51.5072, longitude: -0.1276)))

  /// 1729374000 is 19 October 2024, 21:40 UTC: already 20 October east of UTC+2:20,
  /// which is why the screen's formatter must use UTC. The 19th also tells a
  /// month-first date from a day-first one.
  static let libraryVisit = ToDoItem(
    title: "Return library books", itemDescription: "Two novels and a cookbook",
    timestamp: 1_729_374_000, location: Location(name: "City library", coordinate: library))

  /// Makes the screen appear the way a container does, so that UIKit-style
  /// `viewWillAppear` runs; a test never calls it directly.
  private func appearOnScreen() {
    sut.beginAppearanceTransition(true, animated: false)
    sut.endAppearanceTransition()
  }

  private func managerShowing(_ items: ToDoItem...) -> ItemManager {
    let itemManager = ItemManager()
    items.forEach(itemManager.add)
    return itemManager
  }

  // Test-first: write each stage's test under its `// stage:` line, run kit check, and
  // watch it fail before you write the code. Keep the `// stage:` lines: they tell the kit
  // which of your tests belongs to which stage. Put any helper of your own above them.

  // stage: title-label
  // TODO: a test that the detail scene, once its view has loaded, has its title label, on the
  // screen: in the controller's view.
  func test_titleLabel_isTheScreensOnlySubview() async throws {
    let label = try XCTUnwrap(sut.titleLabel)
    XCTAssertTrue(label.superview === sut.view)
    XCTAssertEqual(sut.view.subviews.count, 1)
  }

  // stage: remaining-labels
  // TODO: one test per label, one label at a time: the date, location and description
  // labels are connected and on the screen.

  // stage: map-view
  // TODO: a test that the map view is connected and on the screen.

  // stage: item-info
  // TODO: tests that a screen given item info shows, once it appears, the item at that
  // index: its title, its date (month first, in UTC, the calendar year), its place and its
  // description in the labels, and its map centred on the place, latitude and longitude.
  func test_appearing_showsTheSecondItemInTheLabels() async throws {
    sut.itemInfo = (managerShowing(Self.homeVisit, Self.libraryVisit), 1)
    appearOnScreen()
    XCTAssertEqual(sut.titleLabel?.text, "Return library books")
    XCTAssertEqual(sut.dateLabel?.text, "10/19/2024")
    XCTAssertEqual(sut.locationLabel?.text, "City library")
    XCTAssertEqual(sut.descriptionLabel?.text, "Two novels and a cookbook")
  }

  func test_appearing_centresTheMapOnTheSecondItem_100MetresEachWay() async throws {
    sut.itemInfo = (managerShowing(Self.homeVisit, Self.libraryVisit), 1)
    appearOnScreen()
    let region = try XCTUnwrap(sut.mapView?.region)
    XCTAssertEqual(region.center.latitude, 40.4168, accuracy: 0.0001)
    XCTAssertEqual(region.center.longitude, -3.7038, accuracy: 0.0001)
    XCTAssertEqual(region.latitudinalMeters, 100)
    XCTAssertEqual(region.longitudinalMeters, 100)
  }

  func test_appearing_lateDecemberDate_keepsItsYear() async throws {
    let item = ToDoItem(title: "Party", timestamp: 1_735_473_600)
    sut.itemInfo = (managerShowing(item), 0)
    appearOnScreen()
    XCTAssertEqual(sut.dateLabel?.text, "12/29/2024")
  }

  func test_appearing_eastOfUTC_showsTheUTCDay() async throws {
    let saved = NSTimeZone.default
    NSTimeZone.default = TimeZone(identifier: "Pacific/Auckland")!
    defer { NSTimeZone.default = saved }
    let screen = try MainStoryboard.make().instantiateViewController(
      withIdentifier: "DetailViewController", as: DetailViewController.self)
    screen.loadViewIfNeeded()
    screen.itemInfo = (managerShowing(Self.libraryVisit), 0)
    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()
    XCTAssertEqual(screen.dateLabel?.text, "10/19/2024")
  }

  // stage: check-item
  // TODO: a test that checkItem() moves the item the screen shows to the done list.

  // stage: check-button
  // TODO: tests that tapping the check button checks the item, and that the button's
  // action does not keep the screen alive.
  func test_checkButton_saysCheck_andTappingChecksTheItem() async throws {
    let manager = managerShowing(Self.homeVisit, ToDoItem(title: "Pay rent"))
    sut.itemInfo = (manager, 1)
    let button = try XCTUnwrap(sut.checkButton)
    XCTAssertEqual(button.title, "Check")
    button.sendActions()
    XCTAssertEqual(try manager.doneItem(at: 0).title, "Pay rent")
    XCTAssertEqual(manager.toDoCount, 1)
  }
}
