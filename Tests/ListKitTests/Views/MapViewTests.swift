import ListKit
import Testing
import ToDo

@MainActor
@Suite("MapView")
struct MapViewTests {
  @Test("a new map is centred on 0°, 0°")
  func newMapCentre() {
    let sut = MapView()

    #expect(sut.centerCoordinate == Coordinate(latitude: 0, longitude: 0))
  }

  @Test("the centre follows the region")
  func centreFollowsRegion() {
    let sut = MapView()

    sut.region = MapRegion(center: berlin, latitudinalMeters: 500, longitudinalMeters: 800)

    #expect(sut.centerCoordinate == berlin)
  }

  @Test("setting the centre moves the region and keeps its size")
  func settingCentreKeepsSize() {
    let sut = MapView()
    sut.region = MapRegion(
      center: Coordinate(latitude: 1, longitude: 2), latitudinalMeters: 500, longitudinalMeters: 800
    )

    sut.centerCoordinate = berlin

    #expect(
      sut.region == MapRegion(center: berlin, latitudinalMeters: 500, longitudinalMeters: 800))
  }

  // MARK: - Helpers

  private let berlin = Coordinate(latitude: 52.52, longitude: 13.405)
}
