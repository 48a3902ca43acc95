/// The trials of one exercise under `kit verify`, each in a slot of the exercise's verify
/// bench (``Bench``): the starter, each stage's snapshot, the solution, the test-first
/// skeleton, the red before each write-the-test stage, each mutant, each example chaff
/// once per literal of its stage's reference tests. One build makes them all.
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
    /// An example chaff's `index`th instance (a literal of its stage's reference tests).
    case example(Mutant, Int)
  }

  var all: [(slot: String, planned: Planned)] {
    var slots: [(slot: String, planned: Planned)] = [("starter", .starter)]
    for (index, stage) in exercise.stages.enumerated() where stage.snapshot != nil {
      slots.append(("stage\(index + 1)", .snapshot(stage)))
    }
    slots.append(("solution", .solution))
    if exercise.testFirst != nil {
      slots.append(("skeleton", .skeleton))
      for (index, stage) in exercise.stages.enumerated()
      where stage.isWrittenTestFirst && stage.kind == .writeTheTest {
        slots.append(("red\(index + 1)", .redBefore(stage)))
      }
    }
    for (index, mutant) in exercise.mutants.enumerated() {
      guard mutant.example != nil else {
        slots.append(("m\(index + 1)", .mutant(mutant)))
        continue
      }
      for instance in 1...JudgeSlots.examplesPerStage {
        slots.append(("m\(index + 1)x\(instance)", .example(mutant, instance)))
      }
    }
    return slots
  }
}
