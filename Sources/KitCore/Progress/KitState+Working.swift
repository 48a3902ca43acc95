extension KitState {
  /// The exercise a room shows the learner working on: the furthest, in walkthrough order,
  /// of the current exercise and every exercise the learner checked or had checkpointed.
  ///
  /// The current exercise alone is the one last checked, so a learner on 07 who checks 02
  /// again to show a neighbour would look five exercises behind; the furthest one reached
  /// is where they really are.
  func workingOn(in manifest: Manifest) -> Exercise? {
    let reached = manifest.exercises.filter { exercise in
      guard let record = exercises[exercise.id] else { return false }
      return record.lastCheck != nil || record.checkpointedAt != nil
        || !record.lightHistory.isEmpty
    }
    let candidates = reached + [current(in: manifest)].compactMap { $0 }
    let order = Dictionary(
      manifest.exercises.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    return candidates.max { (order[$0.id] ?? 0) < (order[$1.id] ?? 0) }
  }
}
