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

  /// Replaces the copy's `Exercises/<folder>/Sources` with the `Sources` of `files`
  /// (relative path → bytes), and writes its test files over the kit's.
  func lay(_ files: [String: Data], in exerciseFolder: String) throws(RejudgeError) {
    let target = folder.appending(path: KitPaths.exercise(exerciseFolder))
    do {
      let sources = target.appending(path: "Sources")
      if FileManager.default.fileExists(atPath: sources.path) {
        try FileManager.default.removeItem(at: sources)
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
  /// relative, no `..` or `.`, and within `Sources` or `Tests`. (Their `Package.swift` is
  /// never run: the kit's is.)
  static func isSafe(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard let first = parts.first, ["Sources", "Tests"].contains(first) else { return false }
    return !path.hasPrefix("/") && parts.allSatisfy { !$0.isEmpty && $0 != ".." && $0 != "." }
  }

  /// Whether `path` is the learner's part of `exercise`, worked in `mode`: their code, and
  /// of the tests only the files the exercise has them write (a write-the-test or
  /// write-the-double stage's file; the test-first file, worked test-first). Every other
  /// test is the kit's own, so an edited given test or a helper that shadows an assertion
  /// cannot make the rejudge agree.
  static func isLearners(_ path: String, of exercise: Exercise, mode: LearningMode?) -> Bool {
    guard isSafe(path) else { return false }
    if path.hasPrefix("Sources/") { return true }
    let written = exercise.stages.filter(\.kind.learnerWritesTests).compactMap(\.file)
    let testFirst = mode == .testFirst ? exercise.testFirst.map { [$0.file] } ?? [] : []
    return (written + testFirst).contains(path)
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
  /// No sandbox can be made here, and the instructor did not say `--trust-code`.
  case noSandbox

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
    case .noSandbox:
      "this machine cannot run a learner's code apart from yours (it needs Linux user and "
        + "network namespaces, through util-linux's unshare), so kit room --rejudge will not "
        + "run it as you; add --trust-code to run it anyway, with your files and network"
    }
  }

  var exitCode: ExitCode {
    switch self {
    case .unknownExercise: .badInput
    case .noCode, .noSandbox: .refused
    case .notAClone, .files, .tool, .unreadable: .environmentFailed
    }
  }
}
