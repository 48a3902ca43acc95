extension Manifest {
  /// The words for an unknown exercise id, with the ids that would have worked.
  func unknownExercise(_ key: String) -> String {
    let ids = exercises.map(\.id).joined(separator: ", ")
    return "error: there is no exercise '\(key)'; the exercises are: \(ids)\n"
  }

  /// The exercises before `exercise`, in walkthrough order.
  func exercises(before exercise: Exercise) -> ArraySlice<Exercise> {
    exercises.prefix { $0.id != exercise.id }
  }

  /// Where `kit next` goes from `exercise`: the first exercise after it that `state` does
  /// not count done, so a learner is never sent to one already green.
  func nextToWork(after exercise: Exercise, in state: KitState) -> Exercise? {
    exercises.drop { $0.id != exercise.id }.dropFirst().first { state.status(of: $0) != .done }
  }

  /// The exercise that follows `exercise`, if any.
  func exercise(after exercise: Exercise) -> Exercise? {
    let index = exercises(before: exercise).count + 1
    return index < exercises.count ? exercises[index] : nil
  }
}

extension Exercise {
  /// How many lines a check reports: one per walkthrough test, one per write-the-test
  /// stage (whose tests the learner names).
  var checkItemCount: Int {
    stages.reduce(0) { $0 + ($1.kind == .writeTheTest ? 1 : $1.tests.count) }
  }

  /// Walkthrough tests that pass on the starter by design (scaffolding, a test kept from
  /// an earlier exercise): nobody made them green, so nobody is asked whether they saw
  /// them fail.
  var testsGreenFromTheStart: Set<String> {
    let given = stages.filter { $0.kind != .writeTheTest }.flatMap(\.tests)
    return Set(given).subtracting(starter.failing.map(\.test))
  }
}
