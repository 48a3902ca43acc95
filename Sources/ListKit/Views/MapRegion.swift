import ToDo

/// A rectangle on a map, given by its centre and its size in metres (`MKCoordinateRegion`).
public struct MapRegion: Equatable, Sendable {
  public var center: Coordinate
  public var latitudinalMeters: Double
  public var longitudinalMeters: Double

  public init(center: Coordinate, latitudinalMeters: Double, longitudinalMeters: Double) {
    self.center = center
    self.latitudinalMeters = latitudinalMeters
    self.longitudinalMeters = longitudinalMeters
  }
}
