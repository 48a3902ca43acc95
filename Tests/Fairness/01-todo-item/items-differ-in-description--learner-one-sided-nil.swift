// fairness: items-differ-in-description
// expect: weak
// form: XCTest method comparing an item with a description to one with none (one-sided), through a make helper
// why: a new learner's test (tenth try, 01 row 26), first proven: no planted mistake compared only whether both items have a description, so an == that does passed it unseen
import Testing
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
  @Suite struct TitleSuite {
    @Test(arguments: ["Buy milk", "Walk the dog"])
    func `keeps the title it is made with`(title: String) {
      #expect(ToDoItem(title: title).title == title)
    }
  }

  // stage: item-description
  func test_description_kept() {
    XCTAssert(
      ToDoItem(title: "a", itemDescription: "Two litres").itemDescription == "Two litres",
      "first description")
    XCTAssert(
      ToDoItem(title: "a", itemDescription: "Oat").itemDescription == "Oat", "second description")
    XCTAssert(ToDoItem(title: "a").itemDescription == nil, "no description")
  }

  // stage: item-timestamp
  func test_timestamp_kept() throws {
    let t1 = try XCTUnwrap(ToDoItem(title: "a", timestamp: 1_700_000_000).timestamp)
    XCTAssertEqual(t1, 1_700_000_000)
    let t2 = try XCTUnwrap(ToDoItem(title: "a", timestamp: 42.5).timestamp)
    XCTAssertEqual(t2, 42.5)
    XCTAssertNil(ToDoItem(title: "a").timestamp)
  }

  // stage: location-name
  private func assertName(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(Location(name: name).name, name, file: file, line: line)
  }
  func test_location_name_kept_viaHelper() {
    assertName("Home")
    assertName("Office")
  }

  // stage: location-coordinate
  // (its test is the file-scope suite after the class)

  // stage: item-location
  func test_item_location_async() async {
    XCTAssertEqual(ToDoItem(title: "a", location: Location(name: "Home")).location?.name, "Home")
    XCTAssertEqual(ToDoItem(title: "a", location: Location(name: "Shop")).location?.name, "Shop")
    XCTAssertNil(ToDoItem(title: "a").location)
  }

  // stage: locations-equal
  func test_location_equal_viaOperator() {
    XCTAssertTrue(makeLocation() == makeLocation(), "with a coordinate")
    XCTAssertTrue(
      makeLocation(coordinate: nil) == makeLocation(coordinate: nil), "without a coordinate")
  }

  // stage: locations-differ-in-name
  func test_location_differentName_notEqual() {
    XCTAssertNotEqual(makeLocation(name: "A"), makeLocation(name: "B", coordinate: nil))
  }

  // stage: locations-differ-in-coordinate
  func test_location_differentLatitude_notEqual() {
    XCTAssertNotEqual(
      makeLocation(coordinate: Coordinate(latitude: 1, longitude: 2)),
      makeLocation(coordinate: Coordinate(latitude: 3, longitude: 2)))
  }

  // stage: items-equal
  func test_items_sameValues_areEqual() {
    XCTAssertEqual(makeItem(), makeItem())
  }

  // stage: items-differ-in-title
  func test_items_differentTitle_notEqual() {
    XCTAssertNotEqual(
      makeItem(title: "A", itemDescription: "x"), makeItem(title: "B", itemDescription: "y"))
  }

  // stage: items-differ-in-description
  func test_items_differentDescription_notEqual() {
    XCTAssertNotEqual(makeItem(itemDescription: "A"), makeItem(itemDescription: nil))
  }

  // stage: items-differ-in-timestamp
  func test_items_differentTimestamp_notEqual() throws {
    try XCTSkipIf(true, "later")
    XCTAssertNotEqual(makeItem(timestamp: 1), makeItem(timestamp: 2))
  }

  // stage: items-differ-in-location
  func test_items_differentLocationName_notEqual() {
    XCTAssertNotEqual(
      makeItem(location: Location(name: "A")), makeItem(location: Location(name: "B")))
  }

}

// stage: location-coordinate
@Suite struct LocationCoordinateSuite {
  @Test func `a location keeps its coordinate`() throws {
    let c = try #require(
      Location(name: "Home", coordinate: Coordinate(latitude: 1.5, longitude: 2.5)).coordinate)
    #expect(c.latitude == 1.5)
    #expect(c.longitude == 2.5)
    let d = try #require(
      Location(name: "Home", coordinate: Coordinate(latitude: -3, longitude: 7)).coordinate)
    #expect(d.latitude == -3)
    #expect(d.longitude == 7)
    #expect(Location(name: "Home").coordinate == nil)
  }
}
