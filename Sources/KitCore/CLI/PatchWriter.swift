import Foundation

/// How `kit author` writes a variant's patch: the difference between the state before it
/// and an edited copy, in the kit's own format, so that `kit verify` can tell a patch
/// written by the kit from one edited by hand (``PatchAudit``).
struct PatchWriter {
  let states: ExerciseStates
  let writer: any OutputWriter

  /// Writes `id`'s snapshot; the snapshots after it are written again against it, so their
  /// code stays as it was.
  func writeStage(_ exercise: Exercise, _ id: String, _ edited: FileTree) throws(KitFailure) {
    guard let index = exercise.stages.firstIndex(where: { $0.id == id }) else {
      throw .error("\(exercise.folder) has no stage '\(id)'", code: .badInput)
    }
    guard let path = exercise.stages[index].snapshot?.path else {
      throw .error(
        "stage '\(id)' has no snapshot in the manifest yet. Add to it first:", code: .badInput,
        then: """
            "snapshot": {"path": "Stages/\(id)", "failing": []}
          then run this again, and fill in "failing" from kit verify \(exercise.id).

          """)
    }
    // The later snapshots as they are now, read before this stage's patch changes under them.
    var before = exercise
    if !FileManager.default.fileExists(atPath: states.patchFile(exercise, path).path) {
      before.stages[index].snapshot = nil
    }
    let later = exercise.stages[(index + 1)...].compactMap { stage in
      stage.snapshot.map { (id: stage.id, path: $0.path) }
    }
    do {
      let laterStates = try later.map { try states.files(before, .stage($0.id)) }
      try write(exercise, .stage(id), path: path, edited)
      for (stage, state) in zip(later, laterStates) {
        try write(exercise, .stage(stage.id), path: stage.path, state)
      }
    } catch let failure as KitFailure {
      throw failure
    } catch {
      throw .error("\(error)", code: .verificationFailed)
    }
  }

  /// Writes `variant`'s patch at `path`, against the state before it.
  func write(_ exercise: Exercise, _ variant: Variant, path: String, _ edited: FileTree)
    throws(KitFailure)
  {
    do {
      // A mutant the manifest does not describe yet is a mistake of the solution.
      let isNew: Bool
      switch variant {
      case .mutant(let id): isNew = !exercise.mutants.contains { $0.id == id }
      case .wheat(let id): isNew = !exercise.wheats.contains { $0.id == id }
      default: isNew = false
      }
      let base =
        try isNew ? states.files(exercise, .solution) : states.base(of: exercise, variant)
      let patch = try GitPatch.make(from: base, to: edited)
      guard !patch.isEmpty else {
        throw ExerciseStates.Failure(
          description: "the \(variant) changes nothing: edit a materialised copy first")
      }
      let file = states.patchFile(exercise, path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try patch.write(to: file)
      let lines = patch.split(separator: UInt8(ascii: "\n")).count
      writer.write("Wrote \(states.relative(file)) (\(lines) lines) for the \(variant).\n")
    } catch {
      throw .error("\(error)", code: .verificationFailed)
    }
  }
}
