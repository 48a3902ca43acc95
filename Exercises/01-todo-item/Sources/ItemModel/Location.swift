/// A named place, with a coordinate once one is known.
///
/// The coordinate is optional: a person types a place's name long before anything
/// looks up where it is.
struct Location {
  var name: String
  var coordinate: Coordinate?

  init(name: String, coordinate: Coordinate? = nil) {
    // TODO: Stage "location-name": keep the name you are given.
    self.name = ""
    // TODO: Stage "location-coordinate": keep the coordinate.
    self.coordinate = nil
  }
}

extension Location: Equatable {
  static func == (lhs: Location, rhs: Location) -> Bool {
    // TODO: Stages "locations-equal" to "locations-differ-in-coordinate": the simplest
    // answer first, then one field more for each test that fails.
    false
  }
}
