import Foundation

/// The scratch copy of the instructor's kit in which a learner's shared code is judged
/// again: a clone of the kit at its `HEAD` under `.build/tddkit/rejudge/kit`, kept between
/// rejudges so that its builds stay warm, and put back to `HEAD` with no state and no
/// stray file before each one. The instructor's own folders are never touched; changes
/// the instructor has not committed are not in it.
struct RejudgeCopy {
  let root: URL
  var folder: URL { root.appending(path: KitPaths.rejudge) }
  var timeout: Duration = .seconds(300)

  /// The copy's own `kit`, as `swift build --product kit` leaves it there.
  var builtKit: URL { folder.appending(path: ".build/debug/kit") }

  /// What the instructor reads while the copy's kit builds. Its `.build` stays between
  /// rejudges, so only the first build takes minutes; later ones bring it up to date.
  var buildingNote: String {
    FileManager.default.fileExists(atPath: builtKit.path)
      ? "Bringing the copy's kit in \(folder.path) up to date (seconds; longer after a new "
        + "commit)…\n"
      : "Building the copy's kit in \(folder.path) (the first time: minutes)…\n"
  }

  /// Makes or refreshes the copy at the kit's `HEAD`; answers that commit.
  func prepare() throws(RejudgeError) -> String {
    let kit = Git(directory: root, timeout: timeout)
    guard let head = try? kit.run(["rev-parse", "--verify", "HEAD"]), head.succeeded else {
      throw .notAClone
    }
    if !FileManager.default.fileExists(atPath: folder.appending(path: ".git").path) {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.createDirectory(
        at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
      try git(kit, ["clone", "--quiet", "--shared", "--no-checkout", root.path, folder.path])
    }
    let copy = Git(directory: folder, timeout: timeout)
    // A commit made since the clone is there too: the copy borrows the kit's objects.
    try git(copy, ["checkout", "--quiet", "--force", "--detach", head.line])
    try git(copy, ["clean", "--quiet", "-fdx", "-e", ".build"])
    return head.line
  }

  /// Replaces the copy's `Exercises/<folder>` with `files` (relative path → bytes).
  func lay(_ files: [String: Data], in exerciseFolder: String) throws(RejudgeError) {
    let target = folder.appending(path: KitPaths.exercise(exerciseFolder))
    do {
      for name in ["Package.swift", "Sources", "Tests"] {
        let item = target.appending(path: name)
        if FileManager.default.fileExists(atPath: item.path) {
          try FileManager.default.removeItem(at: item)
        }
      }
      for (path, data) in files {
        let file = target.appending(path: path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
      }
    } catch {
      throw .files(ReadableError.sentence(error))
    }
  }

  /// Whether `path`, from a learner's commit, may be written under an exercise's folder:
  /// relative, no `..` or `.`, and within the three things a learner edits.
  static func isSafe(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard let first = parts.first, ["Package.swift", "Sources", "Tests"].contains(first) else {
      return false
    }
    return !path.hasPrefix("/") && parts.allSatisfy { !$0.isEmpty && $0 != ".." && $0 != "." }
  }

  private func git(_ git: Git, _ arguments: [String]) throws(RejudgeError) {
    guard let result = try? git.run(arguments) else {
      throw .tool("git \(arguments[0])", "could not start")
    }
    guard result.succeeded else { throw .tool("git \(arguments[0])", result.lastError) }
  }
}

/// Why a rejudge could not run, in a sentence that says what to do.
enum RejudgeError: Error, Equatable, CustomStringConvertible {
  case unknownExercise(String)
  case noCode(name: String)
  case notAClone
  case files(String)
  case tool(String, String)
  case unreadable(String)

  var description: String {
    switch self {
    case .unknownExercise(let key): "there is no exercise '\(key)' in this kit"
    case .noCode(let name):
      "\(name) shared no code of that exercise; ask them to run kit share --with-code"
    case .notAClone:
      "a rejudge copies this kit at its HEAD, and this kit is not a git clone; clone it"
    case .files(let detail): "could not lay the shared code in the copy: \(detail)"
    case .tool(let command, let detail): "\(command) failed in the rejudge copy: \(detail)"
    case .unreadable(let detail): "the copy's kit check --json gave nothing readable (\(detail))"
    }
  }

  var exitCode: ExitCode {
    switch self {
    case .unknownExercise: .badInput
    case .noCode: .refused
    case .notAClone, .files, .tool, .unreadable: .environmentFailed
    }
  }
}
