/// A named place, with a coordinate once one is known.
///
/// The coordinate is optional because a learner types a name first and a geocoder
/// finds the coordinate later (or never).
public struct Location: Equatable, Hashable, Codable, Sendable {
  public var name: String
  public var coordinate: Coordinate?

  public init(name: String, coordinate: Coordinate? = nil) {
    self.name = name
    self.coordinate = coordinate
  }
}
