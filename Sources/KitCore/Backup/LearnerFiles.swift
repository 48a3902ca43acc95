import Foundation

/// A learner's `Sources` and `Tests` of each exercise, and the one place that replaces
/// them: every replacement first saves what is there to
/// `.tddkit/backups/<folder>/<timestamp>/`, so nothing a learner wrote is lost.
///
/// A backup is whole or absent: it is copied into `.tddkit/tmp` and moved into
/// `backups` in one step once complete, so a full disk or a kill in the middle leaves no
/// half backup for `restore` to install.
struct LearnerFiles {
  static let trees = ["Sources", "Tests"]
  /// How many backups of each exercise ``prune(_:starter:)`` keeps, besides the learner's
  /// latest own work.
  static let backupsKept = 10
  /// How old a scratch folder must be before it counts as left by a killed run.
  static let scratchLifetime: TimeInterval = 3600

  let root: URL
  let now: () -> Date
  /// Copies one tree; replaceable so tests can make a copy fail halfway.
  var copy: (URL, URL) throws -> Void = { try FileManager.default.copyItem(at: $0, to: $1) }

  func folder(of exercise: Exercise) -> URL {
    root.appending(path: "Exercises/\(exercise.folder)")
  }

  func backups(of exercise: Exercise) -> URL {
    root.appending(path: ".tddkit/backups/\(exercise.folder)")
  }

  /// A scratch folder under `.tddkit/tmp`, on the same disk as the exercises, so a
  /// finished copy is moved into place in one step.
  /// Scratch folders older than ``scratchLifetime`` are removed first: a run killed
  /// midway leaves its own behind.
  func temporaryFolder() throws -> URL {
    let parent = root.appending(path: ".tddkit/tmp")
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

  /// The backups of `exercise`, newest first; the folder names are timestamps that sort
  /// in order.
  func backupsNewestFirst(of exercise: Exercise) -> [URL] {
    let parent = backups(of: exercise)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().reversed().map {
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
  /// solution's `Tests` holds just the tests a learner writes). Returns the backup.
  @discardableResult
  func replace(_ exercise: Exercise, with layer: URL, testsFileByFile: Bool = false) throws -> URL {
    let backup = try save(exercise)
    do {
      try put(layer, into: exercise, testsFileByFile: testsFileByFile)
    } catch {
      throw ReplaceError.halfway(error, backup: relative(backup))
    }
    return backup
  }

  /// Puts `layer`'s trees in place without a backup: for when the trees replaced are the
  /// starter, which git keeps.
  func put(_ layer: URL, into exercise: Exercise, testsFileByFile: Bool = false) throws {
    let fileManager = FileManager.default
    let target = folder(of: exercise)
    let scratch = try temporaryFolder()
    defer { try? fileManager.removeItem(at: scratch) }
    for tree in Self.trees {
      let source = layer.appending(path: tree)
      guard fileManager.fileExists(atPath: source.path) else { continue }
      if tree == "Tests" && testsFileByFile {
        try ExerciseWorkspace(root: root).overlay(layer, onto: target, trees: [tree])
        continue
      }
      // Copy first, then swap: a copy that fails halfway leaves the learner's tree alone.
      let staged = scratch.appending(path: tree)
      try copy(source, staged)
      let current = target.appending(path: tree)
      if fileManager.fileExists(atPath: current.path) { try fileManager.removeItem(at: current) }
      try fileManager.moveItem(at: staged, to: current)
    }
  }

  /// Copies the exercise's trees into a new timestamped backup folder, whole or not at
  /// all. When they are the newest backup already, that backup is the answer: saving the
  /// same files twice would only push older work down the list.
  func save(_ exercise: Exercise) throws -> URL {
    let fileManager = FileManager.default
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
      for tree in Self.trees {
        let current = folder(of: exercise).appending(path: tree)
        guard fileManager.fileExists(atPath: current.path) else { continue }
        try copy(current, staged.appending(path: tree))
      }
      let backup = Timestamp.freshFolder(in: backups(of: exercise), at: now())
      try fileManager.createDirectory(at: backups(of: exercise), withIntermediateDirectories: true)
      try fileManager.moveItem(at: staged, to: backup)
      return backup
    } catch {
      throw ReplaceError.notSaved(error)
    }
  }

  /// Whether the `Sources` and `Tests` under `one` and `other` hold the same files with
  /// the same bytes.
  func sameTrees(_ one: URL, _ other: URL) -> Bool {
    Self.trees.allSatisfy {
      Self.contents(of: one.appending(path: $0)) == Self.contents(of: other.appending(path: $0))
    }
  }

  /// Every file under `folder` by relative path, with its bytes.
  static func contents(of folder: URL) -> [String: Data] {
    let top = folder.standardizedFileURL.path
    var files: [String: Data] = [:]
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      files[String(url.standardizedFileURL.path.dropFirst(top.count))] = data
    }
    return files
  }

  /// `url` as a path from the kit's root, for messages.
  func relative(_ url: URL) -> String {
    let base = root.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}

/// Why a replacement stopped, and so what it left: nothing changed when the backup could
/// not be written, the learner's files possibly half replaced only after it was.
enum ReplaceError: Error {
  case notSaved(any Error)
  case halfway(any Error, backup: String?)
}
