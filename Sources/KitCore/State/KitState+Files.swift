import Foundation

extension KitState {
  /// This state as progress may count it: each exercise's last judgement (its last check,
  /// its stages done, a checkpoint) kept only while the exercise's files are the ones it
  /// judged. A learner who put the starter back has not done the exercise any more, and a
  /// record edited by hand, or written for other files, says nothing about these. `stale`
  /// lists the exercises whose judgement was left out, for a note.
  ///
  /// The files judged are the fingerprints recorded with the judgement, or, in a state
  /// written before they were, those of the exercise's last light (taken by the same
  /// check); a judgement with neither is not counted.
  func followingFiles(root: URL, manifest: Manifest) -> (state: KitState, stale: [String]) {
    var followed = self
    var stale: [String] = []
    for exercise in manifest.exercises {
      guard let record = exercises[exercise.id], record.hasJudgement else { continue }
      let judged = record.judgedFiles ?? record.lightHistory.last?.sides
      let now = SideDigests(exerciseAt: root.appending(path: KitPaths.exercise(exercise.folder)))
      guard judged != now else { continue }
      followed[exercise: exercise.id].forgetJudgement()
      stale.append(exercise.id)
    }
    return (followed, stale)
  }

  /// The note a listing ends with when ``followingFiles(root:manifest:)`` left judgements
  /// out; `nil` when it left none.
  static func staleNote(_ stale: [String]) -> String? {
    guard let first = stale.first else { return nil }
    let listed =
      stale.count == 1
      ? first : stale.dropLast().joined(separator: ", ") + " and " + (stale.last ?? "")
    return "Not counted: the record of the last check no longer matches the files of \(listed) "
      + "(changed since, or the record edited): kit check \(first) judges them as they are.\n"
  }
}

extension ExerciseState {
  /// Whether a check or a checkpoint left a verdict on the files.
  var hasJudgement: Bool {
    lastCheck != nil || checkpointedAt != nil || !(stagesDone ?? []).isEmpty
  }
}
