import Synchronization
import ToDo

/// A stub geocoder with a little spy in it: one canned answer for every address, and a
/// note of each address asked.
///
/// It returns the `Result` given to `init`: a coordinate, or an error to throw. It records
/// each address in ``requestedAddresses``, so a test can check that the screen geocoded
/// what the user typed. Stands in for ``Geocoder``, the kit's `CLGeocoder`, so the input
/// screen's tests need no network.
///
/// `Geocoder` is `Sendable` and async: the stub may be called from any task. The
/// addresses are mutable state, so they live in a `Mutex`, which the compiler accepts as
/// `Sendable`; an actor would do too, but then a test would need `await` just to read
/// ``requestedAddresses``.
///
/// Used in: exercise 09.
public final class GeocoderStub: Geocoder {
  private let result: Result<Coordinate, any Error>
  private let requests = Mutex<[String]>([])

  public init(result: Result<Coordinate, any Error>) {
    self.result = result
  }

  public convenience init(coordinate: Coordinate) {
    self.init(result: .success(coordinate))
  }

  public convenience init(error: any Error) {
    self.init(result: .failure(error))
  }

  /// Every address asked for, oldest first.
  public var requestedAddresses: [String] {
    requests.withLock { $0 }
  }

  public func coordinate(for address: String) async throws -> Coordinate {
    requests.withLock { $0.append(address) }
    return try result.get()
  }
}
