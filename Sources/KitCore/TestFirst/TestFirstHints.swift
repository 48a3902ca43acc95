import Foundation

/// `kit hint NN` in test-first mode: graded hints for the first stage not done. Each call
/// goes one level further, and the level is kept in the state for the instructor: 1 is the
/// behaviour to pin and the red to expect, 2 the shape of the assertion, 3 the kit's own
/// test of the stage.
struct TestFirstHints {
  let root: URL
  let writer: any OutputWriter

  func next(_ exercise: Exercise, state: inout KitState) -> ExitCode {
    // The first stage not done as of the last check; without one, the stages ever done.
    let record = state[exercise: exercise.id]
    let next = record.lastCheck.flatMap { check -> String? in
      check.green ? nil : check.next.map { String($0.dropFirst("stage ".count)) }
    }
    let done = record.stagesDone ?? []
    let current =
      record.lastCheck?.green == true
      ? nil
      : exercise.stages.first { $0.id == next }
        ?? exercise.stages.first { !done.contains($0.id) }
    guard let stage = current else {
      writer.write("Every stage of \(exercise.id) is done: no hint needed.\n")
      return .success
    }
    var levels = state[exercise: exercise.id].hintLevels ?? [:]
    let level = min((levels[stage.id] ?? 0) + 1, 3)
    levels[stage.id] = level
    state[exercise: exercise.id].hintLevels = levels
    writer.write("Stage \(stage.id), \(stage.title) — hint \(level) of 3:\n")
    switch level {
    case 1: writer.write("  \(stage.behaviour ?? stage.hint)\n")
    case 2: writer.write("  \(stage.assertion ?? stage.hint)\n")
    default:
      let starter =
        StarterCache(files: LearnerFiles(root: root, now: Date.init))
        .starter(of: exercise, recorded: state.pristineCommit)
      let states = ExerciseStates(root: root)
      let solution = states.solutionFolder(exercise)
      let source = starter.flatMap {
        ExerciseCheck.referenceSource(of: stage, starter: $0, solution: solution)
      }
      writer.write(
        source.map { "The kit's test:\n\($0)\n" }
          ?? "  git could not give the kit's test; it is in the starter's test file "
          + "or under \(states.relative(solution)).\n")
    }
    if level < 3 { writer.write("(kit hint \(exercise.id) again for more)\n") }
    return .success
  }
}
