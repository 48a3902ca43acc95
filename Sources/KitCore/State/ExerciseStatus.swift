/// Where a learner stands with one exercise, as the state file tells it.
enum ExerciseStatus: String, Codable, Sendable {
  case done
  case inProgress = "in-progress"
  case notStarted = "not-started"

  /// The words the overview and the progress table print.
  var label: String {
    switch self {
    case .done: "done"
    case .inProgress: "in progress"
    case .notStarted: "not started"
    }
  }

  /// Done when the last check was green, or a checkpoint laid the solution down and no
  /// check has judged it since; in progress once anything was checked or reset.
  init(_ state: ExerciseState?) {
    guard let state else {
      self = .notStarted
      return
    }
    if let check = state.lastCheck {
      self = check.green ? .done : .inProgress
    } else if state.checkpointedAt != nil {
      self = .done
    } else {
      self = state.tests.isEmpty ? .notStarted : .inProgress
    }
  }
}

extension KitState {
  func status(of exercise: Exercise) -> ExerciseStatus {
    ExerciseStatus(exercises[exercise.id])
  }

  /// The exercise to work on: the one last checked or moved to with `kit next`, even
  /// green; before that, the first one not done, or the last when all are.
  func current(in manifest: Manifest) -> Exercise? {
    if let id = currentExercise, let exercise = manifest.exercise(id) { return exercise }
    return manifest.exercises.first { status(of: $0) != .done } ?? manifest.exercises.last
  }

  /// Tests of `exercise` seen green but never red, sorted; not those green from the start,
  /// nor any while a checkpoint's solution is in place.
  func flaggedTests(of exercise: Exercise) -> [String] {
    guard let record = exercises[exercise.id], record.checkpointedAt == nil else { return [] }
    let given = exercise.testsGreenFromTheStart
    let present = record.lastRunTests
    return record.tests
      .filter { $0.value.greenWithoutRed && !given.contains($0.key) }.keys
      .filter { present?.contains($0) ?? true }.sorted()
  }
}
