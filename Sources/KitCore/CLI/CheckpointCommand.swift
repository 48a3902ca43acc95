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
        let backup = try files.replace(earlier, with: solution, testsFileByFile: true)
        state[exercise: earlier.id].lastCheck = nil
        state[exercise: earlier.id].checkpointedAt = files.now()
        writer.write(
          "\(earlier.id)  solution in place; the learner's files: \(files.relative(backup))/\n")
      }
      current = exercise
      let backup = try files.replace(exercise, with: starter.folder)
      state[exercise: exercise.id].lastCheck = nil
      state[exercise: exercise.id].checkpointedAt = nil
      writer.write(
        "\(exercise.id)  starter in place; the learner's files: \(files.relative(backup))/\n")
    } catch {
      writer.write(
        "error while replacing Exercises/\(current.folder): \(error)\nEverything replaced so far "
          + "was backed up under .tddkit/backups/; kit restore NN brings an exercise back.\n")
      return .environmentFailed
    }
    writer.write(
      "\nCheckpoint: ready to start \(exercise.id) (\(exercise.title)). Next: kit check \(exercise.id)\n"
    )
    return .success
  }
}
