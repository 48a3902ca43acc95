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

  // MARK: - The scene's outlets

  func test_titleLabel_isConnected() async {
    XCTAssertNotNil(sut.titleLabel)
    XCTAssertTrue(sut.titleLabel?.superview === sut.view, "the title label is not on the screen")
  }

  func test_mapView_isConnected() async {
    XCTAssertNotNil(sut.mapView)
    XCTAssertTrue(sut.mapView?.superview === sut.view, "the map is not on the screen")
  }

  // MARK: - What the screen shows when it appears

  /// The item at index 1 of two: a screen that always shows the first item would pass
  /// with one item at index 0.
  func test_viewWillAppear_withItemInfo_fillsTheLabels() async {
    sut.itemInfo = (managerShowing(ToDoItem(title: "Water the plants"), Self.libraryVisit), 1)

    appearOnScreen()

    XCTAssertEqual(
      [
        sut.titleLabel?.text, sut.dateLabel?.text, sut.locationLabel?.text,
        sut.descriptionLabel?.text,
      ],
      ["Return library books", "10/19/2024", "City library", "Two novels and a cookbook"])
  }

  func test_viewWillAppear_withItemInfo_centresTheMapOnTheItem() async throws {
    sut.itemInfo = (managerShowing(Self.homeVisit, Self.libraryVisit), 1)

    appearOnScreen()

    let centre = try XCTUnwrap(sut.mapView?.centerCoordinate, "the map has no centre")
    XCTAssertEqual(centre.latitude, Self.library.latitude, accuracy: 0.0005)
    XCTAssertEqual(centre.longitude, Self.library.longitude, accuracy: 0.0005)
  }

  /// The kit's addition: 29 December 2024, 21:40 UTC. Its week already belongs to 2025,
  /// so a format with `YYYY` (the week's year) shows 2025; `yyyy` is the calendar year.
  func test_viewWillAppear_dateAtTheYearsEnd_showsItsOwnYear() async {
    let lastSundayOfTheYear = ToDoItem(title: "Renew the lease", timestamp: 1_735_508_400)
    sut.itemInfo = (managerShowing(lastSundayOfTheYear), 0)

    appearOnScreen()

    XCTAssertEqual(sut.dateLabel?.text, "12/29/2024")
  }

  /// The kit's addition: the time-zone trap below, sprung on any machine. In Auckland
  /// the library visit is already 20 October; a formatter left in the machine's zone
  /// shows the 20th, the screen must show the 19th.
  func test_viewWillAppear_onAMachineInAnotherTimeZone_showsTheUTCDate() async throws {
    let machineZone = NSTimeZone.default
    NSTimeZone.default = try XCTUnwrap(TimeZone(identifier: "Pacific/Auckland"))
    defer { NSTimeZone.default = machineZone }
    // A screen made in Auckland's zone, so that its formatter starts from it.
    sut = try MainStoryboard.make().instantiateViewController(
      withIdentifier: "DetailViewController", as: DetailViewController.self)
    sut.loadViewIfNeeded()
    sut.itemInfo = (managerShowing(Self.libraryVisit), 0)

    appearOnScreen()

    XCTAssertEqual(sut.dateLabel?.text, "10/19/2024")
  }

  // MARK: - Checking the shown item

  func test_checkItem_movesTheItemToTheDoneList() async {
    let itemManager = managerShowing(
      ToDoItem(title: "Water the plants"), ToDoItem(title: "Pay rent"))
    sut.itemInfo = (itemManager, 1)

    sut.checkItem()

    XCTAssertEqual(itemManager.toDoItems.map(\.title), ["Water the plants"])
    XCTAssertEqual(itemManager.doneItems.map(\.title), ["Pay rent"])
  }

  func test_checkButton_tapped_checksTheItem() async throws {
    let itemManager = managerShowing(
      ToDoItem(title: "Water the plants"), ToDoItem(title: "Pay rent"))
    sut.itemInfo = (itemManager, 1)
    let checkButton = try XCTUnwrap(sut.checkButton, "the scene did not connect the check button")

    checkButton.sendActions()

    XCTAssertEqual(itemManager.toDoItems.map(\.title), ["Water the plants"])
    XCTAssertEqual(itemManager.doneItems.map(\.title), ["Pay rent"])
  }

  // MARK: - Letting the screen go (the kit's addition)

  /// The button's action is a closure the controller keeps (through its view and the
  /// button); if it held the controller strongly, a screen once shown would never be
  /// freed. `[weak self]` is the lesson; this test is what checks it.
  func test_checkButtonAction_doesNotKeepTheScreenAlive() async throws {
    weak var releasedScreen: DetailViewController?
    do {
      let screen = try MainStoryboard.make().instantiateViewController(
        withIdentifier: "DetailViewController", as: DetailViewController.self)
      screen.loadViewIfNeeded()
      releasedScreen = screen
    }

    XCTAssertNil(releasedScreen, "the detail screen is kept alive after everyone let it go")
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
}
