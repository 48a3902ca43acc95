/// A point on Earth in degrees, standing in for CoreLocation's `CLLocationCoordinate2D`.
public struct Coordinate: Equatable, Hashable, Codable, Sendable {
  public var latitude: Double
  public var longitude: Double

  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}
