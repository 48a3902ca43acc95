import Testing
// fairness: location-coordinate
// expect: proven
// form: Swift Testing @Suite struct after the XCTest class: @Test(arguments:) over latitude/longitude pairs with #require, and a @Test for no coordinate, with its own `// stage:` line above it (as docs/test-first.md says)
// why: three coordinates, each part checked, and the nil case leave no hard-coded, swapped or defaulted coordinate standing.
import XCTest

@testable import ItemModel

/// Test-first: the tests of `ToDoItem` and of `Location`, written by you, stage by stage.
///
/// In this mode one file holds the tests of both types (the kit's `LocationTests.swift`
/// comes back with `kit start 01 --guided`), so give each test a name of its own, for
/// example `test_location_…` for a location's.
final class ToDoItemTests: XCTestCase {

  // MARK: - Helpers

  /// An item with every field set; a test changes one argument to differ in one field.
  private func makeItem(
    title: String = "Buy milk",
    itemDescription: String? = "Two litres, semi-skimmed",
    timestamp: Double? = 1_700_000_000,
    location: Location? = Location(name: "Corner shop")
  ) -> ToDoItem {
    ToDoItem(
      title: title, itemDescription: itemDescription, timestamp: timestamp, location: location)
  }

  /// A location with every field set; a test changes one argument to differ in one field.
  private func makeLocation(
    name: String = "Corner shop",
    coordinate: Coordinate? = Coordinate(latitude: 59.3293, longitude: 18.0686)
  ) -> Location {
    Location(name: name, coordinate: coordinate)
  }

  // MARK: - Given in test-first mode too

  /// Stage value-semantics: green from the start, because `ToDoItem` is a struct, so the
  /// kit keeps this test. Make `ToDoItem` a `final class` for a moment to watch it fail,
  /// then undo it.
  func test_copy_whenChanged_leavesTheOriginalAlone() {
    let original = ToDoItem(title: "Buy milk")

    var copy = original
    copy.title = "Buy oat milk"

    XCTAssertNotEqual(original.title, copy.title)
  }

  // Test-first: write each stage's test under its `// stage:` line, run kit check, and
  // watch it fail before you write the code. Keep the `// stage:` lines: they tell the kit
  // which of your tests belongs to which stage. Put any helper of your own above them.

  // stage: item-title
  // TODO: a test that an item keeps the title it is made with.

  // stage: item-description
  // TODO: a test that an item keeps the description it is made with.

  // stage: item-timestamp
  // TODO: a test that an item keeps its timestamp, in seconds since 1970.

  // stage: location-name
  // TODO: a test that a location keeps the name it is made with.

  // stage: location-coordinate
  // TODO: a test that a location keeps its coordinate.

  // stage: item-location
  // TODO: a test that an item keeps its location. Locations cannot be compared with `==`
  // yet (that comes in the next stages), so look at a field of the location it holds.

  // stage: locations-equal
  // TODO: a test that two locations made with the same values are equal.

  // stage: locations-differ-in-name
  // TODO: a test that two locations with different names are not equal.

  // stage: locations-differ-in-coordinate
  // TODO: tests that two locations with different coordinates, or with a coordinate on
  // one side only, are not equal.

  // stage: items-equal
  // TODO: a test that two items made with the same values are equal.

  // stage: items-differ-in-title
  // TODO: a test that two items with different titles are not equal.

  // stage: items-differ-in-description
  // TODO: a test that two items with different descriptions are not equal.

  // stage: items-differ-in-timestamp
  // TODO: a test that two items with different timestamps are not equal.

  // stage: items-differ-in-location
  // TODO: tests that two items with different locations, or with a location on one side
  // only, are not equal.
}

// stage: location-coordinate
@Suite("Location coordinate")
struct LocationCoordinateTests {
  @Test(
    "a location keeps the coordinate it is given",
    arguments: [(48.8566, 2.3522), (-22.9068, -43.1729), (35.6762, 139.6503)])
  func keepsCoordinate(latitude: Double, longitude: Double) throws {
    let location = Location(
      name: "Somewhere", coordinate: Coordinate(latitude: latitude, longitude: longitude))

    let coordinate = try #require(location.coordinate)
    #expect(coordinate.latitude == latitude)
    #expect(coordinate.longitude == longitude)
  }

  @Test("a location made without a coordinate has none")
  func noCoordinate() {
    #expect(Location(name: "Grandma's house").coordinate == nil)
  }
}
