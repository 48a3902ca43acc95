import ToDo

/// A map that shows a region, as `MKMapView` does; its centre follows the region.
@MainActor
open class MapView: View {
  /// The region shown; a new map starts at 0°, 0° a thousand kilometres across.
  open var region = MapRegion(
    center: Coordinate(latitude: 0, longitude: 0),
    latitudinalMeters: 1_000_000,
    longitudinalMeters: 1_000_000
  )

  /// The centre of ``region``; setting it moves the region and keeps its size.
  open var centerCoordinate: Coordinate {
    get { region.center }
    set { region.center = newValue }
  }
}
