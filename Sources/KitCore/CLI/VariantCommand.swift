import Foundation

/// `kit materialise` builds any state of an exercise into a folder; `kit author` turns an
/// edited copy back into the patch of a stage snapshot or a mutant.
struct VariantCommand {
  let root: URL
  let manifest: Manifest
  let writer: any OutputWriter

  private var states: ExerciseStates { ExerciseStates(root: root) }

  /// Writes `variant` of exercise `key` into `into` (by default `.build/tddkit/try/NN-slug`),
  /// a package that builds on its own; with `withYourTests`, the learner's tests meet the
  /// variant's code, as in `kit check`'s trials.
  func materialise(_ key: String, _ variant: Variant, into: String?, withYourTests: Bool)
    -> ExitCode
  {
    guard let exercise = manifest.exercise(key) else {
      writer.writeError(manifest.unknownExercise(key))
      return .badInput
    }
    let started = Date()
    let workspace = ExerciseWorkspace(root: root)
    let folder =
      into.map { URL(filePath: $0, relativeTo: .currentDirectory()).absoluteURL }
      ?? root.appending(path: ".build/tddkit/try/\(exercise.folder)")
    do {
      let files =
        withYourTests
        ? try workspace.learnerTrialFiles(exercise, variant) : try states.files(exercise, variant)
      _ = try workspace.build(folder, exercise, files: files)
    } catch {
      writer.writeError("error: \(error)\n")
      return .verificationFailed
    }
    let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
    writer.write("The \(variant) of \(exercise.folder), in \(milliseconds) ms:\n\(folder.path)\n")
    return .success
  }

  /// Writes the patch that turns the state before `id` into the folder `from`. For a stage,
  /// the snapshots after it keep their code: their patches are written again against it.
  func author(_ kind: String, _ key: String, _ id: String, from: String) -> ExitCode {
    guard let exercise = manifest.exercise(key) else {
      writer.writeError(manifest.unknownExercise(key))
      return .badInput
    }
    let edited = ExerciseStates.read(
      URL(filePath: from, relativeTo: .currentDirectory()).absoluteURL, trees: ["Sources", "Tests"])
    do {
      if kind == "mutant" {
        try write(exercise, .mutant(id), path: "Mutants/\(id)", edited)
        if !exercise.mutants.contains(where: { $0.id == id }) {
          writer.write(
            "Now describe it in \(ManifestLayout.mutants(exercise.folder)): {\"id\": \"\(id)\", \"description\": \"…\"}\n"
          )
        }
        return .success
      }
      if kind == "skeleton" {
        try write(exercise, .skeleton, path: TestFirstPlan.skeletonPatch, edited)
        return .success
      }
      return try authorStage(exercise, id, edited)
    } catch {
      writer.writeError("error: \(error)\n")
      return .verificationFailed
    }
  }

  private func authorStage(_ exercise: Exercise, _ id: String, _ edited: FileTree) throws
    -> ExitCode
  {
    guard let index = exercise.stages.firstIndex(where: { $0.id == id }) else {
      writer.writeError("error: \(exercise.folder) has no stage '\(id)'\n")
      return .badInput
    }
    guard let path = exercise.stages[index].snapshot?.path else {
      writer.writeError(
        """
        error: stage '\(id)' has no snapshot in the manifest yet. Add to it first:
          "snapshot": {"path": "Stages/\(id)", "failing": []}
        then run this again, and fill in "failing" from kit verify \(exercise.id).

        """)
      return .badInput
    }
    // The later snapshots as they are now, read before this stage's patch changes under them.
    var before = exercise
    if !FileManager.default.fileExists(atPath: states.patchFile(exercise, path).path) {
      before.stages[index].snapshot = nil
    }
    let later = exercise.stages[(index + 1)...].compactMap { stage in
      stage.snapshot.map { (id: stage.id, path: $0.path) }
    }
    let laterStates = try later.map { try states.files(before, .stage($0.id)) }
    try write(exercise, .stage(id), path: path, edited)
    for (stage, state) in zip(later, laterStates) {
      try write(exercise, .stage(stage.id), path: stage.path, state)
    }
    return .success
  }

  private func write(_ exercise: Exercise, _ variant: Variant, path: String, _ edited: FileTree)
    throws
  {
    // A mutant the manifest does not describe yet is a mistake of the solution.
    let isNew: Bool
    if case .mutant(let id) = variant {
      isNew = !exercise.mutants.contains { $0.id == id }
    } else {
      isNew = false
    }
    let base = try isNew ? states.files(exercise, .solution) : states.base(of: exercise, variant)
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
  }
}
