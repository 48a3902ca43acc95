import Testing
// fairness: item-description
// expect: proven
// form: Swift Testing file-scope @Test function (no suite, not @MainActor) after the class under its own // stage: line, plain name, throws + #require
// why: a new learner's right test (second try, rows 121-151), first judged 'wrong: none of it ran there': a free function's id in a test list has no slash, so a trial whose module held no other Swift Testing test (the earlier stages' tests are taken out) never ran it
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
  // TODO: a test that an item keeps the title it is made with, whatever the title.
  @Suite struct ItemTitle {
    @Test(arguments: ["Buy milk", "Walk the dog"])
    func keepsItsTitle(_ title: String) {
      #expect(ToDoItem(title: title).title == title)
    }
  }

  // stage: item-description
  // TODO: a test that an item keeps the description it is made with, and that one made
  // without it has none.

  // stage: item-timestamp
  // TODO: a test that an item keeps its timestamp, in seconds since 1970, and that one made
  // without it has none.

  // stage: location-name
  // TODO: a test that a location keeps the name it is made with, whatever the name.

  // stage: location-coordinate
  // TODO: a test that a location keeps its coordinate, its latitude and its longitude
  // each, and that one made without it has none.

  // stage: item-location
  // TODO: a test that an item keeps its location, and that one made without it has none.
  // Locations cannot be compared with `==` yet (that comes in the next stages), so look at
  // a field of the location it holds.

  // stage: locations-equal
  // TODO: a test that two locations made with the same values are equal: with a
  // coordinate, and also without one.

  // stage: locations-differ-in-name
  // TODO: a test that two locations that differ in their name alone are not equal.

  // stage: locations-differ-in-coordinate
  // TODO: tests that two locations with one name are not equal when their coordinates
  // differ: in the latitude only, in the longitude only, and when only one of them has a
  // coordinate.

  // stage: items-equal
  // TODO: a test that two items made with the same values are equal, also when they have
  // a title alone.

  // stage: items-differ-in-title
  // TODO: a test that two items that differ in their title alone are not equal.

  // stage: items-differ-in-description
  // TODO: a test that two items that differ in their description alone are not equal.

  // stage: items-differ-in-timestamp
  // TODO: a test that two items that differ in their timestamp alone, both set, are not
  // equal.

  // stage: items-differ-in-location
  // TODO: tests that two items are not equal when their locations differ: in the name, in
  // the coordinate alone, and when only one item has a location.
}

// stage: item-description
@Test func itemKeepsItsDescription() throws {
  let first = try #require(
    ToDoItem(title: "Buy milk", itemDescription: "Two litres").itemDescription)
  #expect(first == "Two litres")
  let second = try #require(
    ToDoItem(title: "Buy milk", itemDescription: "Oat, not cow").itemDescription)
  #expect(second == "Oat, not cow")
  #expect(ToDoItem(title: "Buy milk").itemDescription == nil)
}
