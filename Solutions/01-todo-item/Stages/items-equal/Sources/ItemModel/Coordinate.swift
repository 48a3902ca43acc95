/// A point on Earth in degrees, standing in for Core Location's coordinate type.
///
/// Given to you complete, as Core Location's `CLLocationCoordinate2D` would be. Unlike
/// the Apple type it is `Equatable`, so a location can compare its coordinate with `==`.
struct Coordinate: Equatable {
  var latitude: Double
  var longitude: Double
}
