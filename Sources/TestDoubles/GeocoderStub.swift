import Synchronization
import ToDo

/// A geocoder that gives one canned answer for every address, and notes the addresses.
///
/// **Kind: stub** (with a small spy on its input). It stands in for ``Geocoder``, the
/// kit's `CLGeocoder`, so the input screen's tests need no network. It returns the
/// `Result` given to `init`: a coordinate, or an error to throw. It records each
/// address asked for in ``requestedAddresses``, so a test can check that the screen
/// geocoded what the user typed.
///
/// Used for the input view controller (exercise 09), the screen seed 003 leads into:
/// "saving an item with an address stores the geocoded coordinate".
///
/// What a generator would call the members: Mockolo `coordinateHandler` and
/// `coordinateCallCount`; swift-spyable `coordinateForReturnValue` /
/// `coordinateForThrowableError` and `coordinateForReceivedInvocations`. Under Swift 6
/// both need extra care for `Sendable`, because the protocol requires it.
///
/// `Geocoder` is `Sendable` and async: the stub may be called from any task. The
/// addresses are mutable state, so they live in a `Mutex`, which the compiler accepts
/// as `Sendable`; an actor would do too, but then a test would need `await` just to
/// read ``requestedAddresses``.
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
