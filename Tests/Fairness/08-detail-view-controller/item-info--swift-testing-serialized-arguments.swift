// fairness: item-info
// expect: proven
// form: serialized Swift Testing @Suite nested under the stage line: @Test(arguments:) over dates, #require, #expect, zone moved in a test
// why: The dates are pinned by a table that includes the year's end and a day past the 12th, and the other tests pin item 1 of two, both coordinates and a moved zone.
import Foundation
import ListKit
import Testing
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
  // TODO: a test that the detail scene, once its view has loaded, has its title label.
  func test_title_label_is_there() async {
    XCTAssertNotNil(sut.titleLabel)
    XCTAssertTrue(sut.titleLabel?.superview === sut.view)
  }

  // stage: remaining-labels
  // TODO: one test per label, one label at a time: the date, location and description
  // labels are connected and on the screen.
  func test_dateLabel_isConnected() async {
    XCTAssertNotNil(sut.dateLabel)
    XCTAssertTrue(sut.dateLabel?.superview === sut.view)
  }

  func test_locationLabel_isConnected() async {
    XCTAssertNotNil(sut.locationLabel)
    XCTAssertTrue(sut.locationLabel?.superview === sut.view)
  }

  func test_descriptionLabel_isConnected() async {
    XCTAssertNotNil(sut.descriptionLabel)
    XCTAssertTrue(sut.descriptionLabel?.superview === sut.view)
  }

  // stage: map-view
  // TODO: a test that the map view is connected and on the screen.
  func test_map_isOnScreen() async {
    XCTAssertNotNil(sut.mapView)
    XCTAssertTrue(sut.mapView?.superview === sut.view)
  }

  // stage: item-info
  // TODO: tests that a screen given item info shows, once it appears, the item's texts
  // and date in its labels and centres its map on the item's place.
  @MainActor
  @Suite("What the detail screen shows", .serialized)
  struct ShownItem {
    static func appeared(showing index: Int, of items: [ToDoItem]) throws -> DetailViewController {
      let screen = try MainStoryboard.make().instantiateViewController(
        withIdentifier: "DetailViewController", as: DetailViewController.self)
      screen.loadViewIfNeeded()
      let manager = ItemManager()
      items.forEach(manager.add)
      screen.itemInfo = (manager, index)
      screen.beginAppearanceTransition(true, animated: false)
      screen.endAppearanceTransition()
      return screen
    }

    static let first = ToDoItem(
      title: "Renew the passport",
      location: Location(
        name: "Town hall", coordinate: Coordinate(latitude: 59.3293, longitude: 18.0686)))
    static let second = ToDoItem(
      title: "Return the skis", itemDescription: "Both poles too", timestamp: 1_574_899_200,
      location: Location(
        name: "Ski rental", coordinate: Coordinate(latitude: 46.0207, longitude: 7.7491)))

    @Test("the second of two items fills the labels")
    func labels() throws {
      let screen = try Self.appeared(showing: 1, of: [Self.first, Self.second])

      #expect(screen.titleLabel?.text == "Return the skis")
      #expect(screen.dateLabel?.text == "11/28/2019")
      #expect(screen.locationLabel?.text == "Ski rental")
      #expect(screen.descriptionLabel?.text == "Both poles too")
    }

    @Test("the map is centred on the second item's place")
    func map() throws {
      let screen = try Self.appeared(showing: 1, of: [Self.first, Self.second])

      let centre = try #require(screen.mapView?.centerCoordinate)
      #expect(abs(centre.latitude - 46.0207) < 0.0001)
      #expect(abs(centre.longitude - 7.7491) < 0.0001)
    }

    @Test(
      "dates read month/day/year in the calendar year",
      arguments: [(1_574_899_200.0, "11/28/2019"), (1_767_088_800.0, "12/30/2025")])
    func date(timestamp: Double, shown: String) throws {
      let screen = try Self.appeared(
        showing: 0, of: [ToDoItem(title: "Dated", timestamp: timestamp)])

      #expect(screen.dateLabel?.text == shown)
    }

    @Test("a screen made in Tokyo still shows the UTC day")
    func tokyo() throws {
      let original = NSTimeZone.default
      NSTimeZone.default = try #require(TimeZone(identifier: "Asia/Tokyo"))
      defer { NSTimeZone.default = original }

      // 14 March 2025, 23:30 UTC
      let screen = try Self.appeared(
        showing: 0, of: [ToDoItem(title: "Late", timestamp: 1_741_995_000)])

      #expect(screen.dateLabel?.text == "03/14/2025")
    }
  }

  // stage: check-item
  // TODO: a test that checkItem() moves the item the screen shows to the done list.

  // stage: check-button
  // TODO: tests that tapping the check button checks the item, and that the button's
  // action does not keep the screen alive.
}
