extension ExerciseStates {
  /// The files `kit verify` proves `wheat` correct with: its own, and, when its stage is one
  /// whose tests the learner writes, that stage's reference tests from the solution. A
  /// stage's snapshot keeps the learner's file as the starter has it (empty), so without
  /// them none of the stage's tests would run on the wheat, and it would prove nothing.
  func provingFiles(of wheat: Wheat, in exercise: Exercise) throws -> FileTree {
    var proving = try files(exercise, .wheat(wheat.id))
    guard let stage = exercise.stages.first(where: { $0.id == wheat.stage }),
      stage.kind == .writeTheTest, let file = stage.file
    else { return proving }
    proving[file] = try files(exercise, .solution)[file]
    return proving
  }
}
