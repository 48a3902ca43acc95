import Foundation

extension Verifier {
  /// The run of the starter and of each stage snapshot, by variant: the states whose reds
  /// are recorded. A state with no run (a broken patch, a bench that did not build) is
  /// not there.
  func stateRuns(
    _ planned: [(slot: String, code: String, planned: VerifySlots.Planned)],
    _ runs: Result<[String: TestRun], Error>
  ) -> [Variant: TestRun] {
    guard case .success(let runs) = runs else { return [:] }
    var states: [Variant: TestRun] = [:]
    for (slot, _, plan) in planned {
      switch plan {
      case .starter: states[.starter] = runs[slot]
      case .snapshot(let stage): states[.stage(stage.id)] = runs[slot]
      default: continue
      }
    }
    return states
  }

  /// Compares the reds `runs` give with `exercise`'s recorded ones, or, when recording,
  /// writes them in their place; answers the exercise the runs are to be checked against.
  func reds(of exercise: Exercise, runs: [Variant: TestRun], into report: inout ExerciseReport)
    -> Exercise
  {
    let path = ManifestLayout.reds(exercise.folder)
    let file = root.appending(path: path)
    // Compared as text, not only as reds: a hand edit of the file's form is stale too.
    let recorded = try? String(contentsOf: file, encoding: .utf8)
    let observed: RecordedReds
    switch RedsRecording.observed(in: exercise, runs: runs) {
    case .failure(let unrecordable):
      // The state's own problem (it does not compile, it timed out) is reported with it.
      if records { report.redsProblems = [unrecordable.description] }
      return exercise
    case .success(let reds): observed = reds
    }
    guard records else {
      let stale = RedsRecording.staleness(
        recordedFile: recorded, observed: observed, exercise: exercise)
      if !stale.isEmpty { report.redsProblems = stale }
      return exercise
    }
    let changes = observed.changes(sinceFile: recorded)
    if !changes.isEmpty {
      do {
        try Data(observed.text.utf8).write(to: file, options: .atomic)
        report.recorded = changes
      } catch {
        report.redsProblems = ["could not write \(path): \(error)"]
      }
    }
    return exercise.recording(observed)
  }
}
