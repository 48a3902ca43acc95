import Foundation

/// `kit reset NN`: the exercise back to its starter; with `--tests`, only the given tests the
/// learner changed. What it replaces is saved first, so `kit restore NN` undoes it.
struct ResetCommand: KitCommand, Equatable {
  static let tests: CommandOption<Bool> = .flag(
    "--tests",
    help: """
      puts back only the kit's version of each given test you changed (kit check marks one
      "changed from the kit's version"), and nothing else: your code and the tests you write
      yourself stay. What it replaces is backed up first.
      """)
  static let declaration = CommandDeclaration(
    name: "reset", arguments: "NN", options: [tests],
    summaries: [
      .init(
        usage: "kit reset NN",
        text: "exercise NN back to its starter (your files are backed up first)"),
      .init(
        usage: "kit reset NN --tests",
        text: "only the given tests you changed back to the kit's version"),
    ],
    about: """
      Saves your Exercises/NN-slug/Sources and Tests to .tddkit/backups/NN-slug/<time>/, then
      puts the starter back. The starter comes from git: the commit recorded in
      .tddkit/state.json as "pristineCommit" (when kit first wrote its state in this clone:
      where HEAD meets the branch it was cloned from, or the newest commit not made by your
      git user), or, when that commit lacks the exercise, the first commit that has it.
      Without git, or outside a git clone, kit says so and changes nothing (exit 6). kit
      restore NN undoes it.
      """)

  var exercise: String
  /// Only the given tests the learner changed.
  var onlyGivenTests = false

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    let replacement = ExerciseReplacement(files: context.files)
    return try context.kit.withLockedState { state throws(KitFailure) in
      // Looked up holding the lock, as the state is: an unknown id waits for the lock too.
      let exercise = try context.manifest.exercise(named: self.exercise)
      let code =
        onlyGivenTests
        ? try resetGivenTests(exercise, replacement, state: &state, context.writer)
        : try reset(exercise, replacement, state: &state, context.writer)
      // Its first check after the reset finds the package and the bench built.
      if context.prepares { context.kit.prepare(exercise, state: state) }
      return code
    }
  }

  private func reset(
    _ exercise: Exercise, _ replacement: ExerciseReplacement, state: inout KitState,
    _ writer: any OutputWriter
  ) throws(KitFailure) -> ExitCode {
    let files = replacement.files
    return try replacement.withScratch { scratch throws(KitFailure) in
      // A deleted exercise folder comes back whole: its Package.swift, README and
      // Template/ too, each of them that the starter's commit has.
      let folder = files.folder(of: exercise)
      let absent = LearnerFiles.kitFiles.filter {
        !FileManager.default.fileExists(atPath: folder.appending(path: $0).path)
      }
      let starter = try replacement.starter(
        of: exercise, state: &state, in: scratch, alsoFiles: absent)
      let missing = absent.filter {
        FileManager.default.fileExists(atPath: starter.folder.appending(path: $0).path)
      }
      defer { files.prune(exercise, starter: starter.folder) }
      if missing.isEmpty, replacement.isStarter(exercise, starter.folder) {
        writer.write(
          "\(KitPaths.exercise(exercise.folder)) is already its starter: nothing to back up or to change.\n"
        )
        return .success
      }
      let backup: URL?
      do {
        backup = try replacement.replace(
          exercise, with: starter.folder, missingFiles: missing, state: &state)
      } catch {
        throw replacement.failure(error, exercise)
      }
      state[exercise: exercise.id].stagesShown = nil
      // The starter holds the kit's tests: the exercise is guided again until kit start.
      let wasTestFirst = state[exercise: exercise.id].mode == .testFirst
      state[exercise: exercise.id].mode = nil
      if wasTestFirst {
        writer.write(
          "\(exercise.id) is guided again; kit start \(exercise.id) --test-first gives the skeleton.\n"
        )
      }
      writer.write(
        (backup.map {
          "Saved your Sources and Tests of \(exercise.id) in \(files.relative($0))/.\n"
        }
          ?? "\(KitPaths.exercise(exercise.folder)) had no Sources or Tests to save.\n")
          + "\(KitPaths.exercise(exercise.folder)) is back to its starter (commit \(starter.commit.prefix(10)))"
          + (missing.isEmpty ? "" : ", with its \(missing.joined(separator: " and "))") + ".\n"
          + (backup == nil ? "" : "Undo with: kit restore \(exercise.id)\n")
          + "See the first red with: kit check \(exercise.id)\n\n")
      return .success
    }
  }

  /// Puts the kit's version of every changed given test back, and nothing else: the
  /// learner's code and own tests stay. What it replaces is backed up first.
  private func resetGivenTests(
    _ exercise: Exercise, _ replacement: ExerciseReplacement, state: inout KitState,
    _ writer: any OutputWriter
  ) throws(KitFailure) -> ExitCode {
    let files = replacement.files
    guard
      let starter = StarterCache(files: files).starter(of: exercise, recorded: state.pristineCommit)
    else {
      throw .error(
        "git could not give the starter of \(exercise.id). Nothing was changed.",
        code: .environmentFailed)
    }
    let given = GivenTests(
      exercise: exercise, testFirst: state[exercise: exercise.id].mode == .testFirst)
    let folder = files.folder(of: exercise)
    let changed = given.changed(learner: folder, starter: starter)
    guard !changed.isEmpty else {
      writer.write(
        "The given tests of \(exercise.id) are the kit's version. Nothing was changed.\n")
      return .success
    }
    do {
      let backup = try files.save(exercise)
      _ = try given.restore(learner: folder, starter: starter)
      state[exercise: exercise.id].lastCheck = nil
      writer.write(
        "Put back the kit's version of:\n" + changed.map { "  \($0)\n" }.joined()
          + "Your code and your own tests were not touched."
          + (backup.map {
            " What was there is saved in \(files.relative($0))/ (kit restore \(exercise.id) "
              + "brings it back)."
          } ?? "") + "\n")
      return .success
    } catch {
      throw replacement.failure(error, exercise)
    }
  }
}

extension ResetCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    exercise = try line.exercise()
    onlyGivenTests = line[Self.tests]
  }
}
