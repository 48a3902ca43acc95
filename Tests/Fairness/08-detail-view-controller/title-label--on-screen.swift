// fairness: title-label
// expect: proven
// form: async XCTest method: not nil, and its superview is the controller's view (XCTAssertIdentical)
// why: It fails on the starter (no scene), on a scene that connects no label, and on a label never added to the view: all the stage asks.
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
  // TODO: a test that the detail scene, once its view has loaded, has its title label.
  func test_titleLabel_isConnectedAndOnScreen() async throws {
    let label = try XCTUnwrap(sut.titleLabel)

    XCTAssertIdentical(label.superview, sut.view)
  }

  // stage: remaining-labels
  // TODO: one test per label, one label at a time: the date, location and description
  // labels are connected and on the screen.

  // stage: map-view
  // TODO: a test that the map view is connected and on the screen.

  // stage: item-info
  // TODO: tests that a screen given item info shows, once it appears, the item's texts
  // and date in its labels and centres its map on the item's place.

  // stage: check-item
  // TODO: a test that checkItem() moves the item the screen shows to the done list.

  // stage: check-button
  // TODO: tests that tapping the check button checks the item, and that the button's
  // action does not keep the screen alive.
}
