import TestDoubles
import ToDo
import XCTest

final class GeocoderStubTests: XCTestCase {
  func test_coordinate_withStubbedCoordinate_returnsIt() async throws {
    let sut = GeocoderStub(coordinate: stockholm)

    let coordinate = try await sut.coordinate(for: "Drottninggatan, Stockholm")

    XCTAssertEqual(coordinate, stockholm)
  }

  func test_coordinate_withStubbedError_throwsIt() async {
    let sut = GeocoderStub(error: GeocodingFailure.noResult)

    do {
      _ = try await sut.coordinate(for: "Nowhere")
      XCTFail("expected the stubbed error")
    } catch {
      XCTAssertEqual(error as? GeocodingFailure, .noResult)
    }
  }

  func test_requestedAddresses_recordsEveryAddressInOrder() async throws {
    let sut = GeocoderStub(result: .success(stockholm))

    _ = try await sut.coordinate(for: "first")
    _ = try await sut.coordinate(for: "second")

    XCTAssertEqual(sut.requestedAddresses, ["first", "second"])
  }

  func test_requestedAddresses_fromConcurrentTasks_keepsEveryAddress() async {
    let sut = GeocoderStub(coordinate: stockholm)
    let addresses = (0..<40).map { "street \($0)" }

    await withTaskGroup(of: Void.self) { group in
      for address in addresses {
        group.addTask { _ = try? await sut.coordinate(for: address) }
      }
    }

    XCTAssertEqual(sut.requestedAddresses.sorted(), addresses.sorted())
  }

  // MARK: - Helpers

  private enum GeocodingFailure: Error, Equatable {
    case noResult
  }

  private let stockholm = Coordinate(latitude: 59.3293, longitude: 18.0686)
}
