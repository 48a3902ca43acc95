import Foundation

/// `kit checkpoint NN`, for instructors: brings a learner to the start of exercise NN, as
/// if every earlier exercise were solved, so a room can start together after a break.
///
/// Every earlier exercise gets its solution's `Sources` (and the tests a learner writes,
/// where the solution has `Tests`); NN goes back to its starter. Each replaced tree is
/// backed up first, so `kit restore` brings back the learner's own work exercise by
/// exercise.
struct CheckpointCommand {
  let files: LearnerFiles
  let manifest: Manifest
  let writer: any OutputWriter

  func run(_ key: String, state: inout KitState) -> ExitCode {
    guard let exercise = manifest.exercise(key) else {
      writer.writeError(manifest.unknownExercise(key))
      return .badInput
    }
    let scratch: URL
    do {
      scratch = try files.temporaryFolder()
    } catch {
      writer.writeError("error: \(error)\nNothing was changed.\n")
      return .environmentFailed
    }
    defer { try? FileManager.default.removeItem(at: scratch) }
    // The starter first: without git, nothing is replaced at all.
    let starter: (folder: URL, commit: String)
    do {
      starter = try StarterSource(files: files).starter(of: exercise, state: &state, in: scratch)
    } catch {
      writer.writeError("error: \(error)\nNothing was changed.\n")
      return .environmentFailed
    }
    var current = exercise
    do {
      for earlier in manifest.exercises(before: exercise) {
        current = earlier
        let solution = files.root.appending(path: "Solutions/\(earlier.folder)")
        let untouched = isUntouchedStarter(earlier, state: &state, scratch: scratch)
        let backup = try replace(
          earlier, with: solution, untouched: untouched, testsFileByFile: true)
        state[exercise: earlier.id].forgetJudgement()
        state[exercise: earlier.id].checkpointedAt = files.now()
        // The solution laid down is done while these are its files.
        state[exercise: earlier.id].judgedFiles = SideDigests(exerciseAt: files.folder(of: earlier))
        writer.write("\(earlier.id)  solution in place; \(saved(backup))\n")
      }
      current = exercise
      state.currentExercise = exercise.id
      if files.sameTrees(starter.folder, files.folder(of: exercise)) {
        writer.write("\(exercise.id)  already its starter: nothing to back up or to change\n")
      } else {
        let backup = try files.replace(exercise, with: starter.folder)
        writer.write("\(exercise.id)  starter in place; \(saved(backup))\n")
      }
      state[exercise: exercise.id].forgetJudgement()
    } catch {
      writer.writeError(
        "error while replacing Exercises/\(current.folder): \(ReadableError.sentence(error))\n"
          + "Everything replaced so far was backed up under .tddkit/backups/; kit restore NN "
          + "brings an exercise back.\n")
      return .environmentFailed
    }
    writer.write(
      "\nCheckpoint: ready to start \(exercise.id) (\(exercise.title)). Next: kit check \(exercise.id)\n"
    )
    return .success
  }

  /// Whether `exercise`'s trees are its starter as the kit shipped it: nothing of the
  /// learner's to back up (git keeps the starter), and a copy would only become a backup
  /// that `kit restore` could lay over the solution. When git cannot tell, it is not.
  private func isUntouchedStarter(_ exercise: Exercise, state: inout KitState, scratch: URL)
    -> Bool
  {
    let folder = scratch.appending(path: "earlier/\(exercise.folder)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let starter = try StarterSource(files: files).starter(of: exercise, state: &state, in: folder)
      return files.sameTrees(starter.folder, files.folder(of: exercise))
    } catch {
      return false
    }
  }

  /// Lays `layer` over `exercise`, backing up what is there first unless it is the
  /// untouched starter; the backup, if one was made.
  private func replace(
    _ exercise: Exercise, with layer: URL, untouched: Bool, testsFileByFile: Bool
  ) throws -> URL? {
    guard !untouched else {
      try files.put(layer, into: exercise, testsFileByFile: testsFileByFile)
      return nil
    }
    return try files.replace(exercise, with: layer, testsFileByFile: testsFileByFile)
  }

  /// Where the learner's files went, or that there were none to save.
  private func saved(_ backup: URL?) -> String {
    backup.map { "the learner's files: \(files.relative($0))/" }
      ?? "its starter was untouched: nothing to back up"
  }
}
