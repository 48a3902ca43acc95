/// The trials of one exercise under `kit verify`, each in a slot of the exercise's verify
/// bench (``Bench``): the starter, each stage's snapshot, the solution, the test-first
/// skeleton, the red before each write-the-test stage, each mutant, each example chaff
/// once per literal of its stage's reference tests, each wheat. One build makes them all.
struct VerifySlots {
  let exercise: Exercise

  enum Planned: Equatable {
    case starter
    case snapshot(Stage)
    case solution
    case skeleton
    /// A write-the-test stage worked test-first: its reference tests, from the solution's
    /// folder, on the code before it.
    case redBefore(Stage)
    case mutant(Mutant)
    /// Another correct solution of a test-first stage: it passes what its base passes.
    case wheat(Wheat)
    /// An example chaff's `index`th instance (a literal of its stage's reference tests).
    case example(Mutant, Int)
  }

  /// Every trial, with the code slot it runs against and what it is. Trials on the same
  /// code share its module: the skeleton's code is the starter, the code before a stage is
  /// an earlier stage's end.
  var all: [(slot: String, code: String, planned: Planned)] {
    var slots: [(slot: String, code: String, planned: Planned)] = [
      ("starter", "starter", .starter)
    ]
    var before = "starter"
    var befores: [String: String] = [:]
    for (index, stage) in exercise.stages.enumerated() {
      befores[stage.id] = before
      guard stage.snapshot != nil else { continue }
      slots.append(("stage\(index + 1)", "end\(index + 1)", .snapshot(stage)))
      before = "end\(index + 1)"
    }
    slots.append(("solution", "solution", .solution))
    if exercise.testFirst != nil {
      slots.append(("skeleton", "starter", .skeleton))
      for (index, stage) in exercise.stages.enumerated()
      where stage.isWrittenTestFirst && stage.kind == .writeTheTest {
        slots.append(("red\(index + 1)", befores[stage.id] ?? "starter", .redBefore(stage)))
      }
    }
    for (index, mutant) in exercise.mutants.enumerated() {
      guard mutant.example != nil else {
        slots.append(("m\(index + 1)", "m\(index + 1)", .mutant(mutant)))
        continue
      }
      for instance in 1...JudgeSlots.examplesPerStage {
        let name = "m\(index + 1)x\(instance)"
        slots.append((name, name, .example(mutant, instance)))
      }
    }
    for (index, wheat) in exercise.wheats.enumerated() {
      slots.append(("w\(index + 1)", "w\(index + 1)", .wheat(wheat)))
    }
    return slots
  }
}
