/// Mutant: two locations with the same name count as equal wherever they are.
struct Location {
  var name: String
  var coordinate: Coordinate?
}

extension Location: Equatable {
  static func == (lhs: Location, rhs: Location) -> Bool {
    lhs.name == rhs.name
  }
}
