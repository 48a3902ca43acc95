import XCTest

@testable import ItemModel

/// Tests that a location keeps its fields and equals another exactly when all of them match.
final class LocationTests: XCTestCase {

  // MARK: - Init

  func test_init_givenName_setsName() {
    let sut = Location(name: "Corner shop")

    XCTAssertEqual(sut.name, "Corner shop")
    // The kit's addition: a second name, so that a name hard-coded to the first one (the
    // fake-it step left in) fails.
    XCTAssertEqual(Location(name: "Post office").name, "Post office")
  }

  func test_init_givenCoordinate_setsCoordinate() {
    let coordinate = Coordinate(latitude: 59.3293, longitude: 18.0686)

    let sut = Location(name: "Corner shop", coordinate: coordinate)

    XCTAssertEqual(sut.coordinate, coordinate)
    // The kit's addition: a location made without a coordinate has none, so that a
    // coordinate hard-coded or defaulted to a value fails.
    XCTAssertNil(Location(name: "Corner shop").coordinate)
  }

  // MARK: - Equality

  func test_equality_withSameValues_isEqual() {
    XCTAssertEqual(makeLocation(), makeLocation())
    // The kit's addition: two places nobody has looked up yet, with no coordinate, are
    // equal too, so that an `==` that says "not equal" to a missing coordinate fails.
    XCTAssertEqual(makeLocation(coordinate: nil), makeLocation(coordinate: nil))
  }

  func test_equality_withDifferentNames_isNotEqual() {
    XCTAssertNotEqual(makeLocation(), makeLocation(name: "Post office"))
  }

  func test_equality_withDifferentCoordinates_isNotEqual() {
    let elsewhere = Coordinate(latitude: 48.1374, longitude: 11.5755)

    XCTAssertNotEqual(makeLocation(), makeLocation(coordinate: elsewhere))
  }

  // The kit's addition: the test above changes both parts of the coordinate at once, so
  // an `==` that compares only one of them passes it. These change one part each.
  func test_equality_withDifferentLatitudesOnly_isNotEqual() {
    let furtherNorth = Coordinate(latitude: 60.1699, longitude: 18.0686)

    XCTAssertNotEqual(makeLocation(), makeLocation(coordinate: furtherNorth))
  }

  func test_equality_withDifferentLongitudesOnly_isNotEqual() {
    let furtherEast = Coordinate(latitude: 59.3293, longitude: 24.9384)

    XCTAssertNotEqual(makeLocation(), makeLocation(coordinate: furtherEast))
  }

  func test_equality_whenOnlyOneHasACoordinate_isNotEqual() {
    XCTAssertNotEqual(makeLocation(), makeLocation(coordinate: nil))
  }

  // MARK: - Helpers

  /// A location with every field set; a test changes one argument to differ in one field.
  private func makeLocation(
    name: String = "Corner shop",
    coordinate: Coordinate? = Coordinate(latitude: 59.3293, longitude: 18.0686)
  ) -> Location {
    Location(name: name, coordinate: coordinate)
  }
}
