import ToDo
import XCTest

final class CoordinateTests: XCTestCase {
  func test_init_givenLatitudeAndLongitude_setsBoth() {
    let sut = Coordinate(latitude: 37.33, longitude: -122.03)

    XCTAssertEqual(sut.latitude, 37.33)
    XCTAssertEqual(sut.longitude, -122.03)
  }

  func test_copy_whenMutated_leavesOriginalUnchanged() {
    let original = Coordinate(latitude: 1, longitude: 2)

    var copy = original
    copy.latitude = 10
    copy.longitude = 20

    XCTAssertEqual(original.latitude, 1)
    XCTAssertEqual(original.longitude, 2)
  }

  func test_equality_withSameDegrees_isEqual() {
    let first = Coordinate(latitude: 1, longitude: 2)
    let second = Coordinate(latitude: 1, longitude: 2)

    XCTAssertEqual(first, second)
  }

  func test_equality_withDifferentLatitude_isNotEqual() {
    let first = Coordinate(latitude: 1, longitude: 2)
    let second = Coordinate(latitude: 3, longitude: 2)

    XCTAssertNotEqual(first, second)
  }

  func test_equality_withDifferentLongitude_isNotEqual() {
    let first = Coordinate(latitude: 1, longitude: 2)
    let second = Coordinate(latitude: 1, longitude: 3)

    XCTAssertNotEqual(first, second)
  }

  func test_hashable_equalCoordinatesInASet_areKeptOnce() {
    let coordinates: Set = [
      Coordinate(latitude: 1, longitude: 2),
      Coordinate(latitude: 1, longitude: 2),
      Coordinate(latitude: 2, longitude: 1),
    ]

    XCTAssertEqual(coordinates.count, 2)
  }

  func test_codable_encodedThenDecoded_isEqualToOriginal() throws {
    let original = Coordinate(latitude: 52.52, longitude: 13.405)

    let decoded = try roundTrip(original)

    XCTAssertEqual(decoded, original)
  }
}
