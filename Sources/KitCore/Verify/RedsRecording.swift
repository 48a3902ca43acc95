import Foundation

/// `kit verify --record`: the reds an exercise's runs give, written as its
/// ``RecordedReds``, and, without `--record`, what differs from the file when it is stale.
enum RedsRecording {
  /// Why nothing can be recorded: a state gave no run whose reds can be read.
  struct Unrecordable: Error, Equatable, CustomStringConvertible {
    var why: String
    var description: String { "nothing recorded: \(why)" }
  }

  /// The reds `runs` give: for the starter and each stage snapshot, the walkthrough tests
  /// that fail, in the walkthrough's order, each with its ``RecordedReason``. A test the
  /// walkthrough does not list is `kit verify`'s problem, not a red.
  static func observed(in exercise: Exercise, runs: [Variant: TestRun]) -> Result<
    RecordedReds, Unrecordable
  > {
    func reds(_ variant: Variant, _ name: String) throws(Unrecordable) -> [ExpectedFailure] {
      guard let run = runs[variant] else { throw Unrecordable(why: "\(name) did not run") }
      if !run.didCompile { throw Unrecordable(why: "\(name) does not compile") }
      if run.timedOut { throw Unrecordable(why: "\(name) timed out") }
      return exercise.testsInOrder.compactMap { test in
        RecordedReason.of(run.outcome(of: test), test: test, module: exercise.module).map {
          ExpectedFailure(test: test, reason: $0)
        }
      }
    }
    do throws(Unrecordable) {
      let starter = try reds(.starter, "the starter")
      var snapshots: [RecordedReds.SnapshotReds] = []
      for stage in exercise.stages where stage.snapshot != nil {
        snapshots.append(
          .init(stage: stage.id, failing: try reds(.stage(stage.id), "the stage \(stage.id)")))
      }
      return .success(RecordedReds(exerciseID: exercise.id, starter: starter, snapshots: snapshots))
    } catch {
      return .failure(error)
    }
  }

  /// What `kit verify` says when the recorded reds are not what the runs give: the file,
  /// the command that records them, and each change, so that a change of message in the
  /// code is seen, and recorded on purpose.
  /// `recordedFile` is the reds file's text, `nil` when there is none.
  static func staleness(recordedFile: String?, observed: RecordedReds, exercise: Exercise)
    -> [String]
  {
    let changes = observed.changes(sinceFile: recordedFile)
    guard !changes.isEmpty else { return [] }
    return [
      "\(ManifestLayout.reds(exercise.folder)) is not what the runs give now; if these "
        + "changes are meant, record them: \(ManifestLayout.recordCommand(exercise.id))"
    ] + changes
  }
}

extension RedsRecording {
  /// What `kit verify --record` changed, per exercise: the file and each change.
  static func summary(of reports: [ExerciseReport]) -> String {
    let recorded = reports.filter { $0.recorded?.isEmpty == false }
    guard !recorded.isEmpty else { return "" }
    return recorded.map { report in
      "\nRecorded \(ManifestLayout.reds(report.exercise)):\n"
        + (report.recorded ?? []).map { "  \($0)\n" }.joined()
    }.joined()
  }

  /// The manifest's problems once the reds are recorded, for the exercises in `folders`:
  /// what was left unchecked before the recording (a README's quoted reds, the red
  /// before a test-first stage), checked against what was just recorded.
  static func problemsAfterRecording(root: URL, folders: Set<String>) -> [String] {
    do {
      let manifest = try ManifestLoader.load(from: root.appending(path: ManifestLayout.index))
      return ManifestValidator(root: root).problems(
        in: Manifest(exercises: manifest.exercises.filter { folders.contains($0.folder) }))
    } catch {
      return ["\(error)"]
    }
  }
}
