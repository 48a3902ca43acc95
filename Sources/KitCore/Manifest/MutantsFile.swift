/// `Solutions/NN-slug/mutants.json`: each mutant's description, stage, base, the part it
/// breaks and the example it fakes, beside the `Mutants/<id>.patch` files they describe.
struct MutantsFile: Codable, Equatable, Sendable {
  var mutants: [Mutant]
}
