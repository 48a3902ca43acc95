import Foundation

/// A learner's `Sources` and `Tests` of each exercise, and the one place that replaces
/// them: every replacement first saves what is there to
/// `.tddkit/backups/<folder>/<timestamp>/`, so nothing a learner wrote is lost.
struct LearnerFiles {
  static let trees = ["Sources", "Tests"]

  let root: URL
  let now: () -> Date

  func folder(of exercise: Exercise) -> URL {
    root.appending(path: "Exercises/\(exercise.folder)")
  }

  func backups(of exercise: Exercise) -> URL {
    root.appending(path: ".tddkit/backups/\(exercise.folder)")
  }

  /// A scratch folder under `.tddkit/tmp`, on the same disk as the exercises, so a
  /// finished copy is moved into place in one step.
  func temporaryFolder() throws -> URL {
    let folder = root.appending(path: ".tddkit/tmp/\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The newest backup of `exercise`; the folder names are timestamps that sort in order.
  func latestBackup(of exercise: Exercise) -> URL? {
    let parent = backups(of: exercise)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().last.map { parent.appending(path: $0) }
  }

  /// Backs up the exercise's trees, then puts `layer`'s trees in their place: `Sources`
  /// whole, and `Tests` whole or, with `testsFileByFile`, only the files `layer` has (a
  /// solution's `Tests` holds just the tests a learner writes). Returns the backup.
  @discardableResult
  func replace(_ exercise: Exercise, with layer: URL, testsFileByFile: Bool = false) throws -> URL {
    let fileManager = FileManager.default
    let backup = try save(exercise)
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
      try fileManager.copyItem(at: source, to: staged)
      let current = target.appending(path: tree)
      if fileManager.fileExists(atPath: current.path) { try fileManager.removeItem(at: current) }
      try fileManager.moveItem(at: staged, to: current)
    }
    return backup
  }

  /// Copies the exercise's trees into a new timestamped backup folder.
  func save(_ exercise: Exercise) throws -> URL {
    let fileManager = FileManager.default
    let backup = Timestamp.freshFolder(in: backups(of: exercise), at: now())
    try fileManager.createDirectory(at: backup, withIntermediateDirectories: true)
    for tree in Self.trees {
      let current = folder(of: exercise).appending(path: tree)
      guard fileManager.fileExists(atPath: current.path) else { continue }
      try fileManager.copyItem(at: current, to: backup.appending(path: tree))
    }
    return backup
  }

  /// `url` as a path from the kit's root, for messages.
  func relative(_ url: URL) -> String {
    let base = root.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}
