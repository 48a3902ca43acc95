// fairness: item-location
// expect: cannot fail
// form: XCTest method that only skips (try XCTSkipUnless) unless the item keeps two locations and none, and asserts nothing
// why: a new learner's test (ninth try, 01 row 115), first proven: the skip on the code before the stage counted as its red, and a skip under each planted mistake as a catch; a skip checks nothing
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
    @Test(arguments: ["Buy milk", "Walk the dog", "Call mum"])
    func keepsTitle(_ title: String) {
      #expect(ToDoItem(title: title).title == title)
    }
  }

  // stage: item-description
  func test_description_kept_async() async throws {
    let d = try XCTUnwrap(ToDoItem(title: "t", itemDescription: "Two litres").itemDescription)
    XCTAssertEqual(d, "Two litres")
    XCTAssertEqual(
      ToDoItem(title: "t", itemDescription: "Oat").itemDescription, "Oat", "second description")
    XCTAssertNil(ToDoItem(title: "t").itemDescription, "no description given means none")
  }

  // stage: item-timestamp
  // (its test is after the class, at file scope)

  // stage: location-name
  private func assertName(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssert(Location(name: name).name == name, "name \(name) not kept", file: file, line: line)
  }
  func test_location_name_viaHelper() {
    assertName("Corner shop")
    assertName("Office")
  }

  // stage: location-coordinate
  // (a Swift Testing suite after the class)

  // stage: item-location
  func test_item_location_onlySkips() throws {
    try XCTSkipUnless(
      ToDoItem(title: "a", location: Location(name: "Park")).location?.name == "Park"
        && ToDoItem(title: "a", location: Location(name: "Gym")).location?.name == "Gym"
        && ToDoItem(title: "a").location == nil,
      "the item does not keep its location")
  }

  // stage: locations-equal
  func test_location_equal_afterSleep() async throws {
    try await Task.sleep(nanoseconds: 1_000_000)
    XCTAssertEqual(makeLocation(), makeLocation())
    XCTAssertEqual(makeLocation(coordinate: nil), makeLocation(coordinate: nil))
  }

  // stage: locations-differ-in-name
  @Suite struct DifferInName {
    @Test(arguments: [("Home", "Work"), ("Shop", "Shop")])
    func differByName(_ a: String, _ b: String) {
      #expect(Location(name: a) != Location(name: b))
    }
  }

  // stage: locations-differ-in-coordinate
  @Suite("Locations differ in the coordinate") struct CoordinateDiffer {
    static let base = Coordinate(latitude: 10, longitude: 20)
    @Test(
      arguments: [
        Coordinate(latitude: 11, longitude: 20), Coordinate(latitude: 10, longitude: 21), nil,
      ] as [Coordinate?])
    func differ(_ other: Coordinate?) {
      #expect(Location(name: "X", coordinate: Self.base) != Location(name: "X", coordinate: other))
    }
  }

  // stage: items-equal
  struct ItemsEqual {
    let full: ToDoItem
    init() {
      full = ToDoItem(title: "T", itemDescription: "D", timestamp: 5, location: Location(name: "L"))
    }
    @Test func `same values are equal`() {
      #expect(
        full
          == ToDoItem(title: "T", itemDescription: "D", timestamp: 5, location: Location(name: "L"))
      )
      #expect(ToDoItem(title: "T") == ToDoItem(title: "T"))
    }
  }

  // stage: items-differ-in-title
  func test_items_differInTitle_customMessage() {
    XCTAssert(
      makeItem(title: "One") != makeItem(title: "Two"), "items with different titles must differ")
  }

  // stage: items-differ-in-description
  // (file-scope @Test after the class)

  // stage: items-differ-in-timestamp
  func test_items_differInTimestamp_throws() throws {
    let a = makeItem(timestamp: 100)
    let b = makeItem(timestamp: 200)
    XCTAssertNotEqual(a, b)
  }

  // stage: items-differ-in-location
  func test_items_differInLocation_name() {
    XCTAssertNotEqual(
      makeItem(location: Location(name: "A")), makeItem(location: Location(name: "B")))
  }
  func test_items_differInLocation_coordinate() {
    XCTAssertNotEqual(
      makeItem(location: Location(name: "A", coordinate: Coordinate(latitude: 1, longitude: 2))),
      makeItem(location: Location(name: "A", coordinate: Coordinate(latitude: 1, longitude: 9))))
  }
  func test_items_differInLocation_oneSided() {
    XCTAssertNotEqual(makeItem(location: Location(name: "A")), makeItem(location: nil))
  }
}

// stage: item-timestamp
@Test func `an item keeps its timestamp in seconds`() {
  #expect(ToDoItem(title: "x", timestamp: 1_700_000_000).timestamp == 1_700_000_000)
  #expect(ToDoItem(title: "x", timestamp: 3).timestamp == 3)
  #expect(ToDoItem(title: "x").timestamp == nil)
}

// stage: location-coordinate
@Suite struct LocationCoordinateTests {
  @Test func keepsCoordinate_knownIssue() {
    withKnownIssue("coordinate not stored yet") {
      let c = Location(name: "x", coordinate: Coordinate(latitude: 59.3, longitude: 18.1))
        .coordinate
      #expect(c?.latitude == 59.3)
      #expect(c?.longitude == 18.1)
      #expect(Location(name: "x").coordinate == nil)
    }
  }
}

// stage: items-differ-in-description
@Test("items differing in description are not equal")
func itemsDifferInDescription() {
  let base = ToDoItem(title: "T", itemDescription: "one", timestamp: 1, location: nil)
  #expect(base != ToDoItem(title: "T", itemDescription: "two", timestamp: 1, location: nil))
}
