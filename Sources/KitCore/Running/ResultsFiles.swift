import Foundation

/// The xUnit files of one `swift test` run, under names no run used before.
///
/// A check must read only what its own run wrote. A file left by an earlier run, that the
/// kit could not delete (the folder or the file made read-only), would otherwise pass for
/// this run's results: an untouched starter would show the last green, solved code the
/// last failures. So each run asks SwiftPM for files of a fresh name, which did not exist
/// before it: a file found there afterwards was written by this run. They are removed
/// once read.
struct ResultsFiles {
  /// Where XCTest's results go (SwiftPM writes them only under `--parallel`).
  let xunit: URL

  /// Where Swift Testing writes its results: SwiftPM's `-swift-testing` sibling of `xunit`.
  var swiftTesting: URL {
    xunit.deletingLastPathComponent()
      .appending(path: xunit.deletingPathExtension().lastPathComponent + "-swift-testing.xml")
  }

  /// How old a results file must be before it counts as left by a run that was killed.
  static let lifetime: TimeInterval = 3600
  /// What every results file's name starts with: hidden, so that `kit watch` and the
  /// digests never take it for the learner's.
  static let prefix = ".tddkit-results"

  /// Names for a run in `folder` that no file has now; results files older than
  /// ``lifetime`` (a killed run's) are removed first.
  static func fresh(in folder: URL) -> ResultsFiles {
    sweep(folder)
    while true {
      let files = ResultsFiles(xunit: folder.appending(path: "\(prefix)-\(UUID().uuidString).xml"))
      let manager = FileManager.default
      if !manager.fileExists(atPath: files.xunit.path),
        !manager.fileExists(atPath: files.swiftTesting.path)
      {
        return files
      }
    }
  }

  /// Removes this run's files, once read; one the kit may not delete stays, unread.
  func remove() {
    for file in [xunit, swiftTesting] { try? FileManager.default.removeItem(at: file) }
  }

  private static func sweep(_ folder: URL) {
    let manager = FileManager.default
    for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    where name.hasPrefix(prefix) && name.hasSuffix(".xml") {
      let file = folder.appending(path: name)
      let modified = (try? manager.attributesOfItem(atPath: file.path))?[.modificationDate]
      if let modified = modified as? Date, -modified.timeIntervalSinceNow > lifetime {
        try? manager.removeItem(at: file)
      }
    }
  }
}
