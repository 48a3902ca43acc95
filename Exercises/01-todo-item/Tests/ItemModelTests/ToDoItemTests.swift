import XCTest

@testable import ItemModel

/// Tests that an item keeps its fields, equals another only when all match, and copies apart.
final class ToDoItemTests: XCTestCase {

  // MARK: - Init

  func test_init_givenTitle_setsTitle() {
    let sut = ToDoItem(title: "Buy milk")

    XCTAssertEqual(sut.title, "Buy milk")
    // The kit's addition: a second title, so that a title hard-coded to the first one
    // (the fake-it step left in) fails.
    XCTAssertEqual(ToDoItem(title: "Walk the dog").title, "Walk the dog")
  }

  func test_init_givenDescription_setsItemDescription() {
    let sut = ToDoItem(title: "Buy milk", itemDescription: "Two litres, semi-skimmed")

    XCTAssertEqual(sut.itemDescription, "Two litres, semi-skimmed")
    // The kit's addition: an item made without a description has none, so that a
    // description hard-coded or defaulted to a value fails.
    XCTAssertNil(ToDoItem(title: "Buy milk").itemDescription)
  }

  func test_init_givenTimestamp_setsTimestamp() {
    let sut = ToDoItem(title: "Buy milk", timestamp: 1_700_000_000)

    XCTAssertEqual(sut.timestamp, 1_700_000_000)
    // The kit's addition: an item made without a timestamp has none, so that a timestamp
    // hard-coded or defaulted to a value fails.
    XCTAssertNil(ToDoItem(title: "Buy milk").timestamp)
  }

  func test_init_givenLocation_setsLocation() {
    let location = Location(name: "Corner shop")

    let sut = ToDoItem(title: "Buy milk", location: location)

    XCTAssertEqual(sut.location?.name, "Corner shop")
    // The kit's addition: an item made without a location has none, so that a location
    // hard-coded or defaulted to a value fails.
    XCTAssertNil(ToDoItem(title: "Buy milk").location)
  }

  // MARK: - Equality

  func test_equality_withSameValues_isEqual() {
    XCTAssertEqual(makeItem(), makeItem())
    // The kit's addition: two items with a title alone are equal too, so that an `==`
    // that says "not equal" whenever a field is nil fails.
    XCTAssertEqual(ToDoItem(title: "Buy milk"), ToDoItem(title: "Buy milk"))
  }

  func test_equality_withDifferentTitles_isNotEqual() {
    XCTAssertNotEqual(makeItem(), makeItem(title: "Sell milk"))
  }

  func test_equality_withDifferentDescriptions_isNotEqual() {
    XCTAssertNotEqual(makeItem(), makeItem(itemDescription: "One litre"))
  }

  func test_equality_withDifferentTimestamps_isNotEqual() {
    XCTAssertNotEqual(makeItem(), makeItem(timestamp: 1_800_000_000))
  }

  func test_equality_withDifferentLocations_isNotEqual() {
    XCTAssertNotEqual(makeItem(), makeItem(location: Location(name: "Post office")))
  }

  // The kit's addition: the test above changes the location's name, so an item `==`
  // that compares only `location?.name` passes it. Here only the coordinate differs.
  func test_equality_withLocationsDifferingOnlyInCoordinate_isNotEqual() {
    let here = Location(
      name: "Corner shop", coordinate: Coordinate(latitude: 59.3293, longitude: 18.0686))
    let there = Location(
      name: "Corner shop", coordinate: Coordinate(latitude: 48.1374, longitude: 11.5755))

    XCTAssertNotEqual(makeItem(location: here), makeItem(location: there))
  }

  func test_equality_whenOnlyOneHasALocation_isNotEqual() {
    XCTAssertNotEqual(makeItem(), makeItem(location: nil))
  }

  // MARK: - Value semantics

  func test_copy_whenChanged_leavesTheOriginalAlone() {
    let original = ToDoItem(title: "Buy milk")

    var copy = original
    copy.title = "Buy oat milk"

    XCTAssertNotEqual(original.title, copy.title)
  }

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
}
