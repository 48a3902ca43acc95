import Foundation

/// An exercise's starter as the kit shipped it, read from git history rather than from a
/// folder the learner may have edited.
///
/// Which commit: the one recorded in the state file as `pristineCommit` (``kitCommit()``
/// the first time a kit command that writes state ran in this clone), so the learner's own
/// commits never become "the starter"; when that commit does not have the exercise (it
/// came with a later update of the kit), the first commit that does.
struct PristineStarter {
  let root: URL
  /// The git executable, looked up on `PATH`; replaceable so tests can make it missing.
  var git = "git"

  /// The commit HEAD points at.
  func head() throws(StarterError) -> String {
    try firstLine(of: runGit(["rev-parse", "--verify", "HEAD^{commit}"]))
  }

  /// The newest commit of the kit itself, found without the state file, so that a lost
  /// state does not make the learner's own commit the starter: where HEAD meets the branch
  /// it was cloned from, or else the newest commit not authored by the git user of this
  /// clone (the learner), or else HEAD.
  func kitCommit() throws(StarterError) -> String {
    if let base = try? firstLine(of: runGit(["merge-base", "HEAD", "@{upstream}"])), !base.isEmpty {
      return base
    }
    let learner = (try? firstLine(of: runGit(["config", "user.email"]))) ?? ""
    guard !learner.isEmpty else { return try head() }
    for line in try runGit(["log", "--format=%H %ae", "HEAD"]).split(separator: "\n") {
      let fields = line.split(separator: " ", maxSplits: 1)
      if fields.count == 2, fields[1] != learner { return String(fields[0]) }
    }
    return try head()
  }

  /// The commit to take `exercise`'s starter from, given the recorded one.
  func commit(for exercise: Exercise, recorded: String?) throws(StarterError) -> String {
    if let recorded, try has(exercise, "Sources", at: recorded) { return recorded }
    let first = try firstLine(
      of: runGit(
        ["rev-list", "--reverse", "HEAD", "--", "\(KitPaths.exercise(exercise.folder))/Sources"]))
    guard !first.isEmpty else { throw .notInHistory(folder: exercise.folder) }
    return first
  }

  /// Writes the exercise's `Sources` and `Tests` at `commit` under `destination`, and
  /// each of `alsoFiles` (`Package.swift`) the commit has; returns the folder that holds
  /// them.
  func extract(
    _ exercise: Exercise, at commit: String, into destination: URL, alsoFiles: [String] = []
  ) throws(StarterError) -> URL {
    var paths: [String] = []
    for tree in LearnerFiles.trees + alsoFiles where try has(exercise, tree, at: commit) {
      paths.append("\(KitPaths.exercise(exercise.folder))/\(tree)")
    }
    let archive = destination.appending(path: "starter.tar")
    _ = try runGit(["archive", "--format=tar", "-o", archive.path, commit, "--"] + paths)
    let untar: ProcessResult
    do {
      untar = try ProcessRunner.run(
        ["tar", "-xf", archive.path, "-C", destination.path], in: root, timeout: .seconds(60))
    } catch {
      throw .failed(command: "tar", output: "\(error)")
    }
    guard untar.exitCode == 0 else { throw .failed(command: "tar", output: untar.output) }
    return destination.appending(path: KitPaths.exercise(exercise.folder))
  }

  private func has(_ exercise: Exercise, _ tree: String, at commit: String) throws(StarterError)
    -> Bool
  {
    let result = try git([
      "cat-file", "-e", "\(commit):\(KitPaths.exercise(exercise.folder))/\(tree)",
    ])
    return result.exitCode == 0
  }

  /// Runs git, turning "not installed" and "not a clone" into errors that say so.
  private func runGit(_ arguments: [String]) throws(StarterError) -> String {
    let result = try git(arguments)
    guard result.exitCode == 0 else {
      if result.output.contains("not a git repository") { throw .notAClone(root.path) }
      throw .failed(command: "git \(arguments.joined(separator: " "))", output: result.output)
    }
    return result.output
  }

  private func git(_ arguments: [String]) throws(StarterError) -> ProcessResult {
    let result: ProcessResult
    do {
      result = try ProcessRunner.run(
        [git, "-C", root.path] + arguments, in: root, timeout: .seconds(60))
    } catch {
      throw .gitMissing
    }
    // `env` answers 127 when it cannot find the program.
    if result.exitCode == 127 { throw .gitMissing }
    return result
  }

  private func firstLine(of output: String) -> String {
    String(output.split(separator: "\n").first ?? "").trimmingCharacters(in: .whitespaces)
  }
}

/// Why the starter could not be read from git.
enum StarterError: Error, Equatable, CustomStringConvertible {
  case gitMissing
  case notAClone(String)
  case notInHistory(folder: String)
  case failed(command: String, output: String)

  var description: String {
    switch self {
    case .gitMissing:
      "git is not installed (or not on PATH), and kit reads the starters from git history"
    case .notAClone(let path):
      "\(path) is not a git clone, and kit reads the starters from git history; "
        + "clone the kit with git instead of downloading it"
    case .notInHistory(let folder):
      "no commit of this clone contains \(KitPaths.exercise(folder))/Sources"
    case .failed(let command, let output):
      Self.fileSystemSentence(output)
        ?? "\(command) failed: \(output.trimmingCharacters(in: .whitespacesAndNewlines))"
    }
  }

  /// `git archive` and `tar` write the starter under `.tddkit/tmp`; when the disk is full
  /// or the folder read-only, what they print (`fatal: write error: No space left on
  /// device`) is said as a sentence with what to do.
  private static func fileSystemSentence(_ output: String) -> String? {
    // GNU tar says "Wrote only 4608 of 10240 bytes" when a write comes back short.
    let full = ["No space left on device", "Disk quota exceeded", "Wrote only "]
    if full.contains(where: output.contains) {
      return "the disk is full, so kit could not unpack the starter from git into .tddkit/tmp; "
        + "make room, then run the command again"
    }
    if output.contains("Read-only file system") || output.contains("Permission denied")
      || output.contains("Operation not permitted")
    {
      return "kit may not write the starter it unpacks from git into .tddkit/tmp; make .tddkit "
        + "writable (chmod -R u+w .tddkit), then run the command again"
    }
    return nil
  }
}

/// Starters read from git once per commit and kept under `.tddkit/starters/<commit>/`, so
/// that every check can compare the given tests with the kit's version for the price of
/// reading a few files.
struct StarterCache {
  let files: LearnerFiles

  /// The folder of `exercise`'s starter (with `Sources` and `Tests`), or `nil` when git
  /// cannot give it (not a clone, no git): the comparison is then left out.
  func starter(of exercise: Exercise, recorded: String?) -> URL? {
    let git = PristineStarter(root: files.root)
    guard let commit = try? git.commit(for: exercise, recorded: recorded) else { return nil }
    let kept = files.root.appending(path: KitPaths.starter(commit: commit, exercise.folder))
    let folder = kept.appending(path: KitPaths.exercise(exercise.folder))
    if FileManager.default.fileExists(atPath: folder.path) { return folder }
    // Extracted aside and moved in whole, so a half-extracted starter is never used.
    guard let scratch = try? files.temporaryFolder() else { return nil }
    defer { try? FileManager.default.removeItem(at: scratch) }
    guard (try? git.extract(exercise, at: commit, into: scratch)) != nil else { return nil }
    try? FileManager.default.createDirectory(
      at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? FileManager.default.moveItem(at: scratch, to: kept)
    return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
  }
}
