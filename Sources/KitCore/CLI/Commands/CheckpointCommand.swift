import Foundation

/// `kit checkpoint NN`, for instructors: brings a learner to the start of exercise NN, as
/// if every earlier exercise were solved, so a room can start together after a break.
///
/// Every earlier exercise gets its solution's `Sources` (and the tests a learner writes,
/// where the solution has `Tests`); NN goes back to its starter. Each replaced tree is
/// backed up first, so `kit restore` brings back the learner's own work exercise by
/// exercise.
struct CheckpointCommand: KitCommand, Equatable {
  static let declaration = CommandDeclaration(
    name: "checkpoint", arguments: "NN",
    summary: "instructors: earlier exercises solved, NN at its starter",
    about: """
      For instructors: lets a learner start exercise NN with everything before it solved:
      each earlier exercise's Sources is replaced by its solution (and its Tests files by the
      solution's, where the solution has Tests), and NN goes back to its starter, read from
      git as kit reset does. Every replaced tree is backed up first under .tddkit/backups/;
      kit restore brings a learner's own work back, exercise by exercise. Without git
      nothing changes.
      """)

  var exercise: String

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    let replacement = ExerciseReplacement(files: context.files)
    return try context.kit.withLockedState { state throws(KitFailure) in
      // Looked up holding the lock, as the state is: an unknown id waits for the lock too.
      let exercise = try context.manifest.exercise(named: self.exercise)
      return try replacement.withScratch { scratch throws(KitFailure) in
        // The starter first: without git, nothing is replaced at all.
        let starter = try replacement.starter(of: exercise, state: &state, in: scratch)
        try lay(exercise, starter: starter, replacement, scratch: scratch, state: &state, context)
        context.writer.write(
          "\nCheckpoint: ready to start \(exercise.id) (\(exercise.title)). Next: kit check \(exercise.id)\n"
        )
        return .success
      }
    }
  }

  /// Lays each earlier exercise's solution down, then `exercise`'s starter.
  private func lay(
    _ exercise: Exercise, starter: ExerciseReplacement.Starter,
    _ replacement: ExerciseReplacement, scratch: URL, state: inout KitState,
    _ context: CommandContext
  ) throws(KitFailure) {
    let files = replacement.files
    var current = exercise
    do {
      for earlier in context.manifest.exercises(before: exercise) {
        current = earlier
        let solution = files.root.appending(path: KitPaths.solution(earlier.folder))
        if Self.isLaid(solution, in: files.folder(of: earlier)) {
          // An earlier checkpoint's solution, untouched: the kit's files, not the learner's,
          // and a backup of them would become what `kit restore` brings back.
          state[exercise: earlier.id].checkpointedAt = files.now()
          context.writer.write(
            "\(earlier.id)  solution already in place: nothing to back up or to change\n")
          continue
        }
        let backup = try replacement.replace(
          earlier, with: solution,
          untouched: isUntouchedStarter(earlier, replacement, scratch: scratch, state: &state),
          testsFileByFile: true, state: &state)
        state[exercise: earlier.id].checkpointedAt = files.now()
        // The solution laid down is done while these are its files.
        state[exercise: earlier.id].judgedFiles = SideDigests(exerciseAt: files.folder(of: earlier))
        context.writer.write("\(earlier.id)  solution in place; \(saved(backup, files))\n")
      }
      current = exercise
      state.currentExercise = exercise.id
      if replacement.isStarter(exercise, starter.folder) {
        state[exercise: exercise.id].forgetJudgement()
        context.writer.write(
          "\(exercise.id)  already its starter: nothing to back up or to change\n")
      } else {
        let backup = try replacement.replace(exercise, with: starter.folder, state: &state)
        context.writer.write("\(exercise.id)  starter in place; \(saved(backup, files))\n")
      }
    } catch {
      throw KitFailure(
        code: .environmentFailed,
        text: "error while replacing \(KitPaths.exercise(current.folder)): "
          + "\(ReadableError.sentence(error))\n"
          + "Everything replaced so far was backed up under .tddkit/backups/; kit restore NN "
          + "brings an exercise back.\n")
    }
  }

  /// Whether laying `solution` over `folder` would change nothing: its `Sources` are the
  /// solution's, and each of the solution's `Tests` files is there with the same bytes.
  static func isLaid(_ solution: URL, in folder: URL) -> Bool {
    let sources = solution.appending(path: "Sources")
    guard TreeCopy.sameContents(sources, folder.appending(path: "Sources")) else { return false }
    let tests = solution.appending(path: "Tests")
    return TreeCopy.files(under: tests).allSatisfy { path, file in
      TreeCopy.sameContents(file, folder.appending(path: "Tests").appending(path: path))
    }
  }

  /// Whether `exercise`'s trees are its starter as the kit shipped it: nothing of the
  /// learner's to back up (git keeps the starter). When git cannot tell, it is not.
  private func isUntouchedStarter(
    _ exercise: Exercise, _ replacement: ExerciseReplacement, scratch: URL,
    state: inout KitState
  ) -> Bool {
    let folder = scratch.appending(path: "earlier/\(exercise.folder)")
    guard
      (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true))
        != nil,
      let starter = try? replacement.starter(of: exercise, state: &state, in: folder)
    else { return false }
    return replacement.isStarter(exercise, starter.folder)
  }

  /// Where the learner's files went, or that there were none to save.
  private func saved(_ backup: URL?, _ files: LearnerFiles) -> String {
    backup.map { "the learner's files: \(files.relative($0))/" }
      ?? "its starter was untouched: nothing to back up"
  }
}

extension CheckpointCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    exercise = try line.exercise()
  }
}
