import Foundation

/// A learner's `Sources` and `Tests` of each exercise, and the one place that replaces
/// them: every replacement first saves what is there to
/// `.tddkit/backups/<folder>/<number>-<timestamp>/` (``BackupName``), so nothing a learner wrote is lost.
///
/// A backup is whole or absent: it is copied into `.tddkit/tmp` and moved into
/// `backups` in one step once complete, so a full disk or a kill in the middle leaves no
/// half backup for `restore` to install.
struct LearnerFiles {
  static let trees = ["Sources", "Tests"]
  /// The rest of an exercise's folder: the kit's, never backed up, put back by `kit reset`
  /// when missing (a deleted folder comes back whole).
  static let kitFiles = ["Package.swift", "README.md", "Template"]
  /// How many backups of each exercise ``prune(_:starter:)`` keeps, besides the learner's
  /// latest own work.
  static let backupsKept = 10
  /// How old a scratch folder must be before it counts as left by a killed run.
  static let scratchLifetime: TimeInterval = 3600

  let root: URL
  let now: () -> Date
  /// Copies one tree, a chunk at a time (``TreeCopy``); replaceable so tests can make a
  /// copy fail halfway.
  var copy: (URL, URL) throws -> Void = { try TreeCopy.copy($0, to: $1) }

  func folder(of exercise: Exercise) -> URL {
    root.appending(path: KitPaths.exercise(exercise.folder))
  }

  func backups(of exercise: Exercise) -> URL {
    root.appending(path: KitPaths.backups(exercise.folder))
  }

  /// A scratch folder under `.tddkit/tmp`, on the same disk as the exercises, so a
  /// finished copy is moved into place in one step.
  /// Scratch folders older than ``scratchLifetime`` are removed first: a run killed
  /// midway leaves its own behind.
  func temporaryFolder() throws -> URL {
    let parent = root.appending(path: KitPaths.temporary)
    let fileManager = FileManager.default
    for name in (try? fileManager.contentsOfDirectory(atPath: parent.path)) ?? [] {
      let entry = parent.appending(path: name)
      let modified = (try? fileManager.attributesOfItem(atPath: entry.path))?[.modificationDate]
      if let modified = modified as? Date, -modified.timeIntervalSinceNow > Self.scratchLifetime {
        try? fileManager.removeItem(at: entry)
      }
    }
    let folder = parent.appending(path: UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The backups of `exercise`, newest first: in the order they were made, by the number
  /// each name starts with (``BackupName``), not by the time in it, which a clock that
  /// ran ahead would put first.
  func backupsNewestFirst(of exercise: Exercise) -> [URL] {
    let parent = backups(of: exercise)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    return BackupName.newestFirst(names.filter { !$0.hasPrefix(".") }).map {
      parent.appending(path: $0)
    }
  }

  /// Deletes all but the ``backupsKept`` newest backups of `exercise`, except the newest
  /// one that is not the starter at `starter` (the learner's latest own work), which stays
  /// however old. Without a starter, only the newest are kept.
  func prune(_ exercise: Exercise, starter: URL?) {
    let backups = backupsNewestFirst(of: exercise)
    guard backups.count > Self.backupsKept else { return }
    let latestOwn = starter.flatMap { starter in backups.first { !sameTrees($0, starter) } }
    for backup in backups.dropFirst(Self.backupsKept) where backup != latestOwn {
      try? FileManager.default.removeItem(at: backup)
    }
  }

  /// Backs up the exercise's trees, then puts `layer`'s trees in their place: `Sources`
  /// whole, and `Tests` whole or, with `testsFileByFile`, only the files `layer` has (a
  /// solution's `Tests` holds just the tests a learner writes). Returns the backup, or
  /// `nil` when the exercise had no trees to save.
  @discardableResult
  func replace(
    _ exercise: Exercise, with layer: URL, testsFileByFile: Bool = false,
    missingFiles: [String] = []
  ) throws -> URL? {
    let backup = try save(exercise)
    try put(
      layer, into: exercise, testsFileByFile: testsFileByFile, missingFiles: missingFiles,
      backup: backup)
    return backup
  }

  /// Puts `layer`'s trees in place without a backup of its own (`backup` names the one made
  /// before, for messages): for when the trees replaced are the starter, which git keeps.
  /// Each of `missingFiles` (`Package.swift`) that `layer` has and the exercise lacks is
  /// put there too, so that a deleted exercise folder comes back whole.
  ///
  /// Everything is copied aside first: a copy that fails (a full disk) leaves the
  /// learner's files as they were (``ReplaceError/notApplied(_:backup:)``). Then the trees
  /// are swapped by renaming, which needs no room, and a rename that fails is undone.
  func put(
    _ layer: URL, into exercise: Exercise, testsFileByFile: Bool = false,
    missingFiles: [String] = [], backup: URL? = nil
  ) throws {
    let manager = FileManager.default
    let target = folder(of: exercise)
    let shownBackup = backup.map(relative)
    let scratch: URL
    do {
      scratch = try temporaryFolder()
    } catch {
      throw ReplaceError.notApplied(error, backup: shownBackup)
    }
    defer { try? manager.removeItem(at: scratch) }
    let staged = scratch.appending(path: "new")
    var names: [String] = []
    do {
      try manager.createDirectory(at: staged, withIntermediateDirectories: true)
      for tree in Self.trees where manager.fileExists(atPath: layer.appending(path: tree).path) {
        if tree == "Tests" && testsFileByFile {
          try stageOverlay(
            layer.appending(path: tree), over: target.appending(path: tree),
            at: staged.appending(path: tree))
        } else {
          try copy(layer.appending(path: tree), staged.appending(path: tree))
        }
        names.append(tree)
      }
      for name in missingFiles
      where manager.fileExists(atPath: layer.appending(path: name).path)
        && !manager.fileExists(atPath: target.appending(path: name).path)
      {
        try copy(layer.appending(path: name), staged.appending(path: name))
        names.append(name)
      }
      try manager.createDirectory(at: target, withIntermediateDirectories: true)
    } catch {
      throw ReplaceError.notApplied(error, backup: shownBackup)
    }
    try swap(
      names, from: staged, into: target, aside: scratch.appending(path: "old"), backup: shownBackup)
  }

  /// `layer`'s files laid over a copy of `current` (the learner's `Tests`), at `staged`.
  private func stageOverlay(_ layer: URL, over current: URL, at staged: URL) throws {
    let manager = FileManager.default
    if manager.fileExists(atPath: current.path) {
      try copy(current, staged)
    } else {
      try manager.createDirectory(at: staged, withIntermediateDirectories: true)
    }
    for (relative, file) in TreeCopy.files(under: layer) {
      let destination = staged.appending(path: relative)
      try manager.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
      try copy(file, destination)
    }
  }

  /// Moves each of `names` from `staged` into `target`, what was there going `aside`; when
  /// a rename fails, the ones made are undone. Only a failure to undo leaves the exercise
  /// half replaced.
  private func swap(
    _ names: [String], from staged: URL, into target: URL, aside: URL, backup: String?
  ) throws {
    let manager = FileManager.default
    var done: [(current: URL, old: URL?)] = []
    do {
      try manager.createDirectory(at: aside, withIntermediateDirectories: true)
      for name in names {
        let current = target.appending(path: name)
        var old: URL?
        if manager.fileExists(atPath: current.path) {
          old = aside.appending(path: name)
          try manager.moveItem(at: current, to: aside.appending(path: name))
        }
        done.append((current, old))
        try manager.moveItem(at: staged.appending(path: name), to: current)
      }
    } catch {
      var undone = true
      for (current, old) in done.reversed() {
        if manager.fileExists(atPath: current.path) {
          undone = (try? manager.removeItem(at: current)) != nil && undone
        }
        if let old { undone = (try? manager.moveItem(at: old, to: current)) != nil && undone }
      }
      throw undone
        ? ReplaceError.notApplied(error, backup: backup)
        : ReplaceError.halfway(error, backup: backup)
    }
  }

  /// Copies the exercise's trees into a new timestamped backup folder, whole or not at
  /// all; `nil` when it has no trees (its folder was deleted): there is nothing to save,
  /// and an empty backup would only hide older work. When they are the newest backup
  /// already, that backup is the answer: saving the same files twice would only push
  /// older work down the list.
  func save(_ exercise: Exercise) throws -> URL? {
    let fileManager = FileManager.default
    let present = Self.trees.filter {
      fileManager.fileExists(atPath: folder(of: exercise).appending(path: $0).path)
    }
    guard !present.isEmpty else { return nil }
    if let newest = backupsNewestFirst(of: exercise).first, sameTrees(newest, folder(of: exercise))
    {
      return newest
    }
    let scratch: URL
    do {
      scratch = try temporaryFolder()
      defer { try? fileManager.removeItem(at: scratch) }
      let staged = scratch.appending(path: "backup")
      try fileManager.createDirectory(at: staged, withIntermediateDirectories: true)
      for tree in present {
        try copy(folder(of: exercise).appending(path: tree), staged.appending(path: tree))
      }
      let backup = backups(of: exercise).appending(
        path: BackupName.next(
          after: backupsNewestFirst(of: exercise).map(\.lastPathComponent), at: now()))
      try fileManager.createDirectory(at: backups(of: exercise), withIntermediateDirectories: true)
      try fileManager.moveItem(at: staged, to: backup)
      return backup
    } catch {
      throw ReplaceError.notSaved(error)
    }
  }

  /// Whether the `Sources` and `Tests` under `one` and `other` hold the same files with
  /// the same bytes, read a chunk at a time (``TreeCopy/sameContents(_:_:)``).
  func sameTrees(_ one: URL, _ other: URL) -> Bool {
    Self.trees.allSatisfy {
      TreeCopy.sameContents(one.appending(path: $0), other.appending(path: $0))
    }
  }

  /// `url` as a path from the kit's root, for messages.
  func relative(_ url: URL) -> String {
    let base = root.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}

/// Why a replacement stopped, and so what it left.
enum ReplaceError: Error {
  /// The backup could not be written: nothing changed.
  case notSaved(any Error)
  /// The new trees could not be copied into place, or their swap was undone: the
  /// learner's files are as they were; `backup` is the copy made of them, if any.
  case notApplied(any Error, backup: String?)
  /// A swap could not be undone: the learner's files may be half replaced.
  case halfway(any Error, backup: String?)
}
