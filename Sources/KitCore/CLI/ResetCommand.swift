import Foundation

/// `kit reset NN` and `kit restore NN`: back to the starter, and back to the learner's
/// latest saved work. Each saves what it replaces first, so one undoes the other.
struct ResetCommand {
  let files: LearnerFiles
  let manifest: Manifest
  let writer: any OutputWriter

  func reset(_ key: String, state: inout KitState) -> ExitCode {
    guard let exercise = manifest.exercise(key) else {
      writer.writeError(manifest.unknownExercise(key))
      return .badInput
    }
    let scratch: URL
    do {
      scratch = try files.temporaryFolder()
    } catch {
      writer.writeError("error: \(ReadableError.sentence(error))\nNothing was changed.\n")
      return .environmentFailed
    }
    defer { try? FileManager.default.removeItem(at: scratch) }
    // A deleted exercise folder comes back whole: its Package.swift and README too.
    let folder = files.folder(of: exercise)
    let exists = { (name: String) in
      FileManager.default.fileExists(atPath: folder.appending(path: name).path)
    }
    let missing =
      exists("Package.swift") ? [] : ["Package.swift", "README.md"].filter { !exists($0) }
    let starter: (folder: URL, commit: String)
    do {
      starter = try StarterSource(files: files).starter(
        of: exercise, state: &state, in: scratch, alsoFiles: missing)
    } catch {
      writer.writeError(
        "error: \(ReadableError.sentence(error, root: files.root))\nNothing was changed.\n")
      return .environmentFailed
    }
    defer { files.prune(exercise, starter: starter.folder) }
    if missing.isEmpty, files.sameTrees(starter.folder, folder) {
      writer.write(
        "Exercises/\(exercise.folder) is already its starter: nothing to back up or to change.\n")
      return .success
    }
    let backup: URL?
    do {
      backup = try files.replace(exercise, with: starter.folder, missingFiles: missing)
    } catch {
      writer.writeError(failure(error, exercise))
      return .environmentFailed
    }
    state[exercise: exercise.id].forgetJudgement()
    state[exercise: exercise.id].stagesShown = nil
    // The starter holds the kit's tests: the exercise is guided again until kit start.
    let wasTestFirst = state[exercise: exercise.id].mode == .testFirst
    state[exercise: exercise.id].mode = nil
    if wasTestFirst {
      writer.write(
        "\(exercise.id) is guided again; kit start \(exercise.id) --test-first gives the skeleton.\n"
      )
    }
    let restored = missing.filter {
      FileManager.default.fileExists(atPath: starter.folder.appending(path: $0).path)
    }
    writer.write(
      (backup.map { "Saved your Sources and Tests of \(exercise.id) in \(files.relative($0))/.\n" }
        ?? "Exercises/\(exercise.folder) had no Sources or Tests to save.\n")
        + "Exercises/\(exercise.folder) is back to its starter (commit \(starter.commit.prefix(10)))"
        + (restored.isEmpty ? "" : ", with its \(restored.joined(separator: " and "))") + ".\n"
        + (backup == nil ? "" : "Undo with: kit restore \(exercise.id)\n")
        + "See the first red with: kit check \(exercise.id)\n\n")
    return .success
  }

  /// Puts the kit's version of every changed given test back, and nothing else: the
  /// learner's code and own tests stay. What it replaces is backed up first.
  func resetGivenTests(_ key: String, state: inout KitState) -> ExitCode {
    guard let exercise = manifest.exercise(key) else {
      writer.writeError(manifest.unknownExercise(key))
      return .badInput
    }
    guard
      let starter = StarterCache(files: files).starter(of: exercise, recorded: state.pristineCommit)
    else {
      writer.writeError(
        "error: git could not give the starter of \(exercise.id). Nothing was changed.\n")
      return .environmentFailed
    }
    let given = GivenTests(exercise: exercise)
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
      writer.writeError(failure(error, exercise))
      return .environmentFailed
    }
  }

  /// Brings back the backup named `name`, or by default the newest that is not the
  /// starter (resetting twice, or restoring onto a starter, makes such copies); `list`
  /// only lists them.
  func restore(_ key: String, name: String?, list: Bool, state: inout KitState) -> ExitCode {
    guard let exercise = manifest.exercise(key) else {
      writer.writeError(manifest.unknownExercise(key))
      return .badInput
    }
    let backups = files.backupsNewestFirst(of: exercise)
    guard !backups.isEmpty else {
      writer.writeError(
        "There is no backup of \(exercise.id) to restore: kit reset and kit checkpoint make "
          + "one before they replace your files. Nothing was changed.\n")
      return .refused
    }
    let scratch = try? files.temporaryFolder()
    defer { scratch.map { try? FileManager.default.removeItem(at: $0) } }
    let starter = scratch.flatMap {
      try? StarterSource(files: files).starter(of: exercise, state: &state, in: $0).folder
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
      let chosen = name.map({ name in backups.first { $0.lastPathComponent == name } }) ?? fallback
    else {
      if let name {
        writer.writeError(
          "error: \(exercise.id) has no backup named \(name); kit restore \(exercise.id) "
            + "--list shows them. Nothing was changed.\n")
        return .badInput
      }
      writer.writeError(
        "Every backup of \(exercise.id) holds its starter as the kit shipped it (kit reset "
          + "\(exercise.id) gives that), so none is your work to bring back. To take one anyway: "
          + "kit restore \(exercise.id) \(backups[0].lastPathComponent). Nothing was changed.\n")
      return .refused
    }
    defer { files.prune(exercise, starter: starter) }
    // The starter is not backed up: git has it, and a copy would only hide older work.
    let isStarter = starter.map { files.sameTrees($0, files.folder(of: exercise)) } ?? false
    let backup: URL?
    do {
      if isStarter {
        try files.put(chosen, into: exercise)
        backup = nil
      } else {
        backup = try files.replace(exercise, with: chosen)
      }
    } catch {
      writer.writeError(failure(error, exercise))
      return .environmentFailed
    }
    state[exercise: exercise.id].forgetJudgement()
    writer.write(
      "Restored Exercises/\(exercise.folder) from \(files.relative(chosen))/.\n"
        + (backup.map { "What was there is saved in \(files.relative($0))/. " } ?? "")
        + "kit restore \(exercise.id) --list shows every backup.\n")
    return .success
  }

  /// What a failed replacement left, in words: nothing changed when the backup could not
  /// be written; otherwise where the learner's files from before are.
  private func failure(_ error: any Error, _ exercise: Exercise) -> String {
    let reason = "error: \(ReadableError.sentence(error, root: files.root))\n"
    switch error as? ReplaceError {
    case .notSaved:
      return reason + "Nothing was changed.\n"
    case .notApplied(_, let backup):
      return reason + "Exercises/\(exercise.folder) was not changed"
        + (backup.map { " (a copy of it was saved in \($0)/)" } ?? "") + ".\n"
    case .halfway(_, let backup?):
      return reason
        + "Exercises/\(exercise.folder) may be half replaced; your files from before are in "
        + "\(backup)/, and kit restore \(exercise.id) brings them back.\n"
    default:
      return reason + "Exercises/\(exercise.folder) may be half replaced; every earlier version is "
        + "kept in \(files.relative(files.backups(of: exercise)))/.\n"
    }
  }

}

/// Where `reset` and `checkpoint` get a starter: git, at the commit the state records.
struct StarterSource {
  let files: LearnerFiles

  /// The starter's folder (with `Sources` and `Tests`, and each of `alsoFiles` the commit
  /// has) under `scratch`, and the commit it came from; records HEAD as the pristine
  /// commit when the state has none yet.
  func starter(
    of exercise: Exercise, state: inout KitState, in scratch: URL, alsoFiles: [String] = []
  ) throws(StarterError) -> (folder: URL, commit: String) {
    let git = PristineStarter(root: files.root)
    if state.pristineCommit == nil { state.pristineCommit = try git.kitCommit() }
    let commit = try git.commit(for: exercise, recorded: state.pristineCommit)
    return (try git.extract(exercise, at: commit, into: scratch, alsoFiles: alsoFiles), commit)
  }
}
