/// Turns an address into a coordinate, as CoreLocation's `CLGeocoder` does.
///
/// The input view controller depends on this protocol, so its tests can use a stub
/// instead of a network service.
///
/// ```swift
/// let coordinate = try await geocoder.coordinate(for: "Infinite Loop 1, Cupertino")
/// ```
public protocol Geocoder: Sendable {
  func coordinate(for address: String) async throws -> Coordinate
}
