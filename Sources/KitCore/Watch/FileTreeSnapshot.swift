import Foundation

/// The files a learner edits in one exercise, each with its modification date and size:
/// two snapshots a moment apart differ exactly when something was saved.
///
/// Only `Package.swift` and the `Sources` and `Tests` trees count. Hidden files and
/// folders (`.build`, `.swiftpm`, `.tddkit-results.xml`, an editor's `.Answer.swift.swp`)
/// and editors' temporary and backup files are left out, so that neither a build nor an
/// editor at work looks like a save. The date and size are what `stat` says; on a file
/// system that keeps whole seconds, a second save of the same size within the same second
/// is missed until the next one (or `r`).
struct FileTreeSnapshot: Equatable, Sendable {
  /// What a save changes in a file's entry.
  struct Stamp: Equatable, Sendable {
    var modified: Date
    var size: Int
  }

  /// The trees and files under the exercise folder that are watched.
  static let watched = ["Package.swift", "Sources", "Tests"]

  /// By path from the exercise folder: `Sources/Answer/Answer.swift`.
  var files: [String: Stamp]

  init(files: [String: Stamp]) {
    self.files = files
  }

  /// Reads the watched files of the exercise in `folder`; a missing tree is just empty.
  init(of folder: URL) {
    var files: [String: Stamp] = [:]
    for name in Self.watched {
      Self.collect(folder.appending(path: name), as: name, into: &files)
    }
    self.files = files
  }

  /// The files saved, created or deleted since `earlier`, by path.
  func changes(since earlier: FileTreeSnapshot) -> [FileChange] {
    let paths = Set(files.keys).union(earlier.files.keys).sorted()
    return paths.compactMap { path in
      switch (earlier.files[path], files[path]) {
      case (nil, .some): FileChange(path: path, kind: .created)
      case (.some, nil): FileChange(path: path, kind: .deleted)
      case (let before?, let after?) where before != after: FileChange(path: path, kind: .saved)
      default: nil
      }
    }
  }

  /// Whether a file or folder of this name can hold the learner's work: not hidden, and
  /// not a temporary or backup file of vim (`x.swp`, `4913`), Emacs (`#x#`, `x~`) or the
  /// JetBrains editors (`x___jb_tmp___`).
  static func isWatched(name: String) -> Bool {
    let temporary = [".swp", ".swo", ".swx", "~", "___jb_tmp___", "___jb_old___"]
    return !name.hasPrefix(".") && name != "4913"
      && !(name.hasPrefix("#") && name.hasSuffix("#"))
      && !temporary.contains { name.hasSuffix($0) }
  }

  private static func collect(_ url: URL, as path: String, into files: inout [String: Stamp]) {
    let keys: Set<URLResourceKey> = [
      .isDirectoryKey, .isRegularFileKey, .contentModificationDateKey, .fileSizeKey,
    ]
    guard let values = try? url.resourceValues(forKeys: keys) else { return }
    if values.isDirectory == true {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      for name in names where isWatched(name: name) {
        collect(url.appending(path: name), as: "\(path)/\(name)", into: &files)
      }
    } else if values.isRegularFile == true, let modified = values.contentModificationDate {
      files[path] = Stamp(modified: modified, size: values.fileSize ?? 0)
    }
  }
}
