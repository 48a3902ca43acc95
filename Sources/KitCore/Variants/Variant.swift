/// One state of an exercise: what its `Sources` (and, for a double, `Tests`) hold.
enum Variant: Hashable, Sendable, CustomStringConvertible {
  case starter
  case solution
  /// A stage snapshot, by the stage's id or its snapshot's name (`Stages/<name>`).
  case stage(String)
  case mutant(String)
  /// A wheat (``Wheat``): another correct solution of a test-first stage.
  case wheat(String)
  /// An example chaff (``Mutant/example``) with one literal of a test in its placeholder:
  /// the chaff's id, then the literal as the test's source spells it.
  case example(String, String)
  /// The starter with its test file as test-first mode's skeleton
  /// (`Solutions/NN/TestFirst/skeleton.patch`).
  case skeleton

  var description: String {
    switch self {
    case .starter: "starter"
    case .solution: "solution"
    case .stage(let name): "stage \(name)"
    case .mutant(let id): "mutant \(id)"
    case .wheat(let id): "wheat \(id)"
    case .example(let id, let literal): "mutant \(id) faking \(literal)"
    case .skeleton: "test-first skeleton"
    }
  }

  /// Reads `starter`, `solution`, `stage:ID`, `mutant:ID`, `wheat:ID` or `example:ID=LITERAL`, as
  /// `kit materialise` takes them.
  init?(argument: String) {
    let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
    switch (parts.first, parts.count) {
    case ("starter", 1): self = .starter
    case ("solution", 1): self = .solution
    case ("skeleton", 1): self = .skeleton
    case ("stage", 2): self = .stage(parts[1])
    case ("mutant", 2): self = .mutant(parts[1])
    case ("wheat", 2): self = .wheat(parts[1])
    case ("example", 2):
      let mutant = parts[1].split(separator: "=", maxSplits: 1).map(String.init)
      guard mutant.count == 2 else { return nil }
      self = .example(mutant[0], mutant[1])
    default: return nil
    }
  }
}

extension Exercise {
  /// The stage with a snapshot whose id is `name`, or whose snapshot is `Stages/<name>`.
  func snapshotStage(named name: String) -> Stage? {
    stages.first { stage in
      guard let snapshot = stage.snapshot else { return false }
      return stage.id == name || snapshot.path == "Stages/\(name)" || snapshot.path == name
    }
  }
}
