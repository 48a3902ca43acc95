import ToDo
import XCTest

final class LocationTests: XCTestCase {
  func test_init_givenOnlyAName_setsNameAndNoCoordinate() {
    let sut = Location(name: "Office")

    XCTAssertEqual(sut.name, "Office")
    XCTAssertNil(sut.coordinate)
  }

  func test_init_givenACoordinate_setsCoordinate() {
    let coordinate = Coordinate(latitude: 1, longitude: 2)

    let sut = Location(name: "Office", coordinate: coordinate)

    XCTAssertEqual(sut.coordinate, coordinate)
  }

  func test_copy_whenMutated_leavesOriginalUnchanged() {
    let original = Location(name: "Office")

    var copy = original
    copy.name = "Home"
    copy.coordinate = Coordinate(latitude: 1, longitude: 2)

    XCTAssertEqual(original, Location(name: "Office"))
  }

  func test_equality_withSameNameAndCoordinate_isEqual() {
    let first = Location(name: "Office", coordinate: Coordinate(latitude: 1, longitude: 2))
    let second = Location(name: "Office", coordinate: Coordinate(latitude: 1, longitude: 2))

    XCTAssertEqual(first, second)
  }

  func test_equality_withDifferentName_isNotEqual() {
    let first = Location(name: "Office")
    let second = Location(name: "Home")

    XCTAssertNotEqual(first, second)
  }

  func test_equality_withDifferentCoordinate_isNotEqual() {
    let first = Location(name: "Office", coordinate: Coordinate(latitude: 1, longitude: 2))
    let second = Location(name: "Office", coordinate: Coordinate(latitude: 2, longitude: 1))

    XCTAssertNotEqual(first, second)
  }

  func test_equality_withCoordinateOnlyOnOne_isNotEqual() {
    let first = Location(name: "Office", coordinate: Coordinate(latitude: 1, longitude: 2))
    let second = Location(name: "Office")

    XCTAssertNotEqual(first, second)
  }

  func test_hashable_equalLocationsInASet_areKeptOnce() {
    let locations: Set = [
      Location(name: "Office"),
      Location(name: "Office"),
      Location(name: "Office", coordinate: Coordinate(latitude: 1, longitude: 2)),
    ]

    XCTAssertEqual(locations.count, 2)
  }

  func test_codable_withCoordinate_roundTripsUnchanged() throws {
    let original = Location(name: "Office", coordinate: Coordinate(latitude: 1, longitude: 2))

    let decoded = try roundTrip(original)

    XCTAssertEqual(decoded, original)
  }

  func test_codable_withoutCoordinate_roundTripsUnchanged() throws {
    let original = Location(name: "Office")

    let decoded = try roundTrip(original)

    XCTAssertEqual(decoded, original)
  }
}
