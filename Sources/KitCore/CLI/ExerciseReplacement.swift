import Foundation

/// What `kit reset`, `kit restore` and `kit checkpoint` share: a starter read from git into a
/// scratch folder, an exercise's trees replaced after a backup (none when the trees are the
/// untouched starter, which git keeps), the judgement the state forgets once its files are
/// gone, and the words for a replacement that failed.
struct ExerciseReplacement {
  /// A starter read from git: its folder, with `Sources` and `Tests`, and its commit.
  struct Starter {
    var folder: URL
    var commit: String
  }

  let files: LearnerFiles

  /// Runs `body` with a scratch folder under `.tddkit/tmp`, removed afterwards; a folder
  /// that cannot be made is a failure that changed nothing.
  func withScratch<Value>(_ body: (URL) throws(KitFailure) -> Value) throws(KitFailure) -> Value {
    let scratch: URL
    do {
      scratch = try files.temporaryFolder()
    } catch {
      throw Self.nothingChanged(ReadableError.sentence(error))
    }
    defer { try? FileManager.default.removeItem(at: scratch) }
    return try body(scratch)
  }

  /// `exercise`'s starter (with each of `alsoFiles` the commit has) under `scratch`, from
  /// the commit the state records; records HEAD as that commit when the state has none yet.
  /// Without git, nothing is replaced at all.
  func starter(
    of exercise: Exercise, state: inout KitState, in scratch: URL, alsoFiles: [String] = []
  ) throws(KitFailure) -> Starter {
    let git = PristineStarter(root: files.root)
    do throws(StarterError) {
      if state.pristineCommit == nil { state.pristineCommit = try git.kitCommit() }
      let commit = try git.commit(for: exercise, recorded: state.pristineCommit)
      let folder = try git.extract(exercise, at: commit, into: scratch, alsoFiles: alsoFiles)
      return Starter(folder: folder, commit: commit)
    } catch {
      throw Self.nothingChanged(ReadableError.sentence(error, root: files.root))
    }
  }

  /// Whether `exercise`'s trees are the starter at `starter`.
  func isStarter(_ exercise: Exercise, _ starter: URL) -> Bool {
    files.sameTrees(starter, files.folder(of: exercise))
  }

  /// Puts `layer`'s trees in place of `exercise`'s, backing those up first unless they are
  /// the `untouched` starter: a copy of it would only become a backup that `kit restore`
  /// could lay over later work. Answers the backup, if one was made; the exercise's
  /// judgement is forgotten, since its files are gone.
  func replace(
    _ exercise: Exercise, with layer: URL, untouched: Bool = false, testsFileByFile: Bool = false,
    missingFiles: [String] = [], state: inout KitState
  ) throws -> URL? {
    let backup: URL?
    if untouched {
      try files.put(layer, into: exercise, testsFileByFile: testsFileByFile)
      backup = nil
    } else {
      backup = try files.replace(
        exercise, with: layer, testsFileByFile: testsFileByFile, missingFiles: missingFiles)
    }
    state[exercise: exercise.id].forgetJudgement()
    return backup
  }

  /// A replacement of `exercise` that failed, in words: nothing changed when the backup
  /// could not be written; otherwise where the learner's files from before are.
  func failure(_ error: any Error, _ exercise: Exercise) -> KitFailure {
    let reason = ReadableError.sentence(error, root: files.root)
    let folder = KitPaths.exercise(exercise.folder)
    let left: String
    switch error as? ReplaceError {
    case .notSaved:
      left = "Nothing was changed.\n"
    case .notApplied(_, let backup):
      left =
        "\(folder) was not changed"
        + (backup.map { " (a copy of it was saved in \($0)/)" } ?? "") + ".\n"
    case .halfway(_, let backup?):
      left =
        "\(folder) may be half replaced; your files from before are in \(backup)/, and "
        + "kit restore \(exercise.id) brings them back.\n"
    default:
      left =
        "\(folder) may be half replaced; every earlier version is kept in "
        + "\(files.relative(files.backups(of: exercise)))/.\n"
    }
    return .error(reason, code: .environmentFailed, then: left)
  }

  private static func nothingChanged(_ sentence: String) -> KitFailure {
    .error(sentence, code: .environmentFailed, then: "Nothing was changed.\n")
  }
}
