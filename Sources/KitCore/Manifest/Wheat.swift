/// An alternative correct solution of a test-first stage: it does something the stage
/// leaves free another way (the order of two independent messages, how many times a reload
/// happens, an internal list's layout). A learner's test that passes on the reference but
/// fails on a wheat pins what the stage does not ask, and is over-specified.
///
/// A wheat is the opposite of a chaff, so it never sits among the exercise's mutants: no
/// guided check, mutation pass or room count takes it for a mistake. `kit verify` proves it
/// correct (every kit test its base passes, it passes).
struct Wheat: Codable, Equatable, Sendable {
  var id: String
  /// What this correct solution does differently, in words a learner reads after "it
  /// fails on a correct solution that …".
  var description: String
  /// The test-first stage whose learner's tests must pass on it.
  var stage: String
  /// What its patch (`Wheats/<id>.patch`) applies to: the solution (when absent), or, with
  /// `"base": "stage"`, its stage's snapshot, for a freedom later stages take away.
  var base: MutantBase?

  init(id: String, description: String, stage: String, base: MutantBase? = nil) {
    self.id = id
    self.description = description
    self.stage = stage
    self.base = base
  }

  /// The folder of the wheats' patches under the exercise's `Solutions` twin.
  static let folder = "Wheats"

  /// A wheat's patch, without `.patch`, from the `Solutions` twin.
  static func patchPath(_ id: String) -> String { "\(folder)/\(id)" }
}

/// `Solutions/NN-slug/wheats.json`: each wheat's description, stage and base, beside the
/// `Wheats/<id>.patch` files they describe. Optional: an exercise without one has none.
struct WheatsFile: Codable, Equatable, Sendable {
  var wheats: [Wheat]
}
