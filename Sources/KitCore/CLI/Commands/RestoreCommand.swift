import Foundation

/// `kit restore NN [NAME] [--list]`: the learner's latest saved work back, after saving what
/// is there now, so that it undoes `kit reset` and `kit checkpoint`, and is undone in turn.
struct RestoreCommand: KitCommand, Equatable {
  static let list: CommandOption<Bool> = .flag(
    "--list", help: "shows every backup, newest first, and the one kit restore NN takes")
  static let declaration = CommandDeclaration(
    name: "restore", arguments: "NN [NAME]", options: [list],
    summaries: [
      .init(
        usage: "kit restore NN",
        text: "your latest work on NN back from its backups (--list: all of them)")
    ],
    about: """
      Brings back the newest backup of NN that is not the starter, or the backup NAME, after
      backing up what is there now (unless it is the starter, which git keeps).
      """,
    exits: "Exits 4 when NN has no backup.")

  var exercise: String
  /// The backup to bring back; `nil`: the newest that is not the starter.
  var backup: String?
  var list = false

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    let replacement = ExerciseReplacement(files: context.files)
    return try context.kit.withLockedState { state throws(KitFailure) in
      // Looked up holding the lock, as the state is: an unknown id waits for the lock too.
      let exercise = try context.manifest.exercise(named: self.exercise)
      return try restore(exercise, replacement, state: &state, context.writer)
    }
  }

  /// Brings back the backup named `backup`, or by default the newest that is not the
  /// starter (resetting twice, or restoring onto a starter, makes such copies); with
  /// `list`, only lists them.
  private func restore(
    _ exercise: Exercise, _ replacement: ExerciseReplacement, state: inout KitState,
    _ writer: any OutputWriter
  ) throws(KitFailure) -> ExitCode {
    let files = replacement.files
    let backups = files.backupsNewestFirst(of: exercise)
    guard !backups.isEmpty else {
      throw .refusal(
        "There is no backup of \(exercise.id) to restore: kit reset and kit checkpoint make "
          + "one before they replace your files. Nothing was changed.\n")
    }
    let scratch = try? files.temporaryFolder()
    defer { scratch.map { try? FileManager.default.removeItem(at: $0) } }
    let starter = scratch.flatMap {
      try? replacement.starter(of: exercise, state: &state, in: $0).folder
    }
    // The newest backup that is not the starter (without git, the newest): a copy of the
    // starter is nobody's work, and laying it down could undo a checkpoint's solution.
    let fallback = backups.first { backup in starter.map { !files.sameTrees(backup, $0) } ?? true }
    if list {
      writer.write(
        "Backups of \(exercise.id), newest first (kit restore \(exercise.id) NAME brings one back):\n"
          + backups.map { backup in
            "  \(backup.lastPathComponent)"
              + (backup == fallback ? "   ← kit restore \(exercise.id) takes this one" : "") + "\n"
          }.joined())
      return .success
    }
    guard
      let chosen = backup.map({ name in backups.first { $0.lastPathComponent == name } })
        ?? fallback
    else {
      if let backup {
        throw .error(
          "\(exercise.id) has no backup named \(backup); kit restore \(exercise.id) "
            + "--list shows them. Nothing was changed.", code: .badInput)
      }
      throw .refusal(
        "Every backup of \(exercise.id) holds its starter as the kit shipped it (kit reset "
          + "\(exercise.id) gives that), so none is your work to bring back. To take one anyway: "
          + "kit restore \(exercise.id) \(backups[0].lastPathComponent). Nothing was changed.\n")
    }
    defer { files.prune(exercise, starter: starter) }
    // The starter is not backed up: git has it, and a copy would only hide older work.
    let saved: URL?
    do {
      saved = try replacement.replace(
        exercise, with: chosen,
        untouched: starter.map { replacement.isStarter(exercise, $0) } ?? false, state: &state)
    } catch {
      throw replacement.failure(error, exercise)
    }
    writer.write(
      "Restored \(KitPaths.exercise(exercise.folder)) from \(files.relative(chosen))/.\n"
        + (saved.map { "What was there is saved in \(files.relative($0))/. " } ?? "")
        + "kit restore \(exercise.id) --list shows every backup.\n")
    return .success
  }
}

extension RestoreCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    guard (1...2).contains(line.positionals.count) else {
      throw UsageError("kit restore takes an exercise id and, if you like, a backup's name")
    }
    exercise = line.positionals[0]
    backup = line.positionals.dropFirst().first
    list = line[Self.list]
  }
}
