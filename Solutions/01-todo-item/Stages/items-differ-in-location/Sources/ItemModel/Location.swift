/// A named place, with a coordinate once one is known.
///
/// The coordinate is optional: a person types a place's name long before anything
/// looks up where it is.
struct Location {
  var name: String
  var coordinate: Coordinate?

  init(name: String, coordinate: Coordinate? = nil) {
    self.name = name
    self.coordinate = coordinate
  }
}

extension Location: Equatable {
  static func == (lhs: Location, rhs: Location) -> Bool {
    // One field for each "differ in" test that went red.
    lhs.name == rhs.name && lhs.coordinate == rhs.coordinate
  }
}
