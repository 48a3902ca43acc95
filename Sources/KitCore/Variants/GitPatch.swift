import Foundation

/// Files by path relative to an exercise package (`Sources/…`, `Tests/…`), with their bytes:
/// one state of an exercise, held in memory so that laying a patch over it writes nothing
/// the build would see.
typealias FileTree = [String: Data]

/// Unified-diff patches, made and applied by git in a scratch folder outside any repository.
///
/// One format everywhere: `git diff --no-index --no-prefix -U1` between folders `a` and `b`,
/// without its `index` lines (blob ids that say nothing to a reader). One line of context
/// keeps a patch small and still pins every hunk; `kit author` writes this format and
/// `kit verify` insists on it, so a patch edited by hand cannot drift from it unnoticed.
enum GitPatch {
  /// Why a patch cannot stand in for a variant; the message names the file.
  struct Failure: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  /// `files` with `patch` applied: only the files the patch names change. Fails when a
  /// hunk does not apply exactly where it says, or with an offset (the file around it
  /// moved: the patch was made against other code). git never applies with fuzz unless
  /// asked to (`-C`), so exact context and position is what is left to check.
  static func apply(_ patch: Data, to files: FileTree) throws -> FileTree {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = touchedPaths(patch)
    for path in paths {
      if let data = files[path] { try write(data, to: folder.appending(path: "tree/\(path)")) }
    }
    try FileManager.default.createDirectory(
      at: folder.appending(path: "tree"), withIntermediateDirectories: true)
    let patchFile = folder.appending(path: "variant.patch")
    try patch.write(to: patchFile)
    let result = try git(
      ["apply", "--verbose", patchFile.path], in: folder.appending(path: "tree"))
    guard result.exitCode == 0 else {
      throw Failure(description: "does not apply: \(gist(result.output))")
    }
    if let moved = result.output.split(separator: "\n").first(where: { $0.contains("(offset") }) {
      throw Failure(description: "applies only with an offset: \(moved)")
    }
    var patched = files
    for path in paths {
      patched[path] = FileManager.default.contents(
        atPath: folder.appending(path: "tree/\(path)").path)
    }
    return patched
  }

  /// The patch that turns `old` into `new`, in the kit's one format; empty when they agree.
  static func make(from old: FileTree, to new: FileTree) throws -> Data {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for side in ["a", "b"] {
      try FileManager.default.createDirectory(
        at: folder.appending(path: side), withIntermediateDirectories: true)
    }
    for path in Set(old.keys).union(new.keys) where old[path] != new[path] {
      if let data = old[path] { try write(data, to: folder.appending(path: "a/\(path)")) }
      if let data = new[path] { try write(data, to: folder.appending(path: "b/\(path)")) }
    }
    let output = folder.appending(path: "made.patch")
    let result = try git(
      [
        "diff", "--no-index", "--no-prefix", "--no-renames", "--no-color", "--no-ext-diff",
        "-U1", "--output=\(output.path)", "a", "b",
      ], in: folder)
    guard result.exitCode <= 1 else {
      throw Failure(description: "git diff failed: \(result.output)")
    }
    let made = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    let kept = made.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("index ") }
    return Data(kept.joined(separator: "\n").utf8)
  }

  /// The paths a patch reads or writes, from its `diff --git a/X b/Y` lines.
  static func touchedPaths(_ patch: Data) -> [String] {
    var paths: [String] = []
    for line in String(decoding: patch, as: UTF8.self).split(separator: "\n")
    where line.hasPrefix("diff --git a/") {
      for part in line.dropFirst("diff --git ".count).split(separator: " ") {
        let path = String(part.dropFirst(2))
        if !paths.contains(path) { paths.append(path) }
      }
    }
    return paths
  }

  /// The lines a patch removes and adds, each with its `-` or `+`, file by file (`--- path`
  /// before a file's lines when the patch touches several): what a planted mistake is,
  /// without the context around it.
  static func changedLines(_ patch: Data) -> [String] {
    let paths = touchedPaths(patch)
    var lines: [String] = []
    for line in String(decoding: patch, as: UTF8.self).split(separator: "\n") {
      if line.hasPrefix("+++ ") || line.hasPrefix("--- ") {
        if paths.count > 1, line.hasPrefix("+++ b/") { lines.append("in \(line.dropFirst(6)):") }
      } else if line.hasPrefix("+") || line.hasPrefix("-") {
        lines.append(String(line))
      }
    }
    return lines
  }

  // MARK: - git in a scratch folder

  private static func git(_ arguments: [String], in folder: URL) throws -> ProcessResult {
    // No user or system configuration: a `diff.noprefix` or colour setting must not
    // change the format, and the scratch folder must never be taken for a repository.
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
    environment["GIT_CEILING_DIRECTORIES"] = folder.deletingLastPathComponent().path
    return try ProcessRunner.run(
      ["git"] + arguments, in: folder, timeout: .seconds(60), environment: environment)
  }

  private static func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "tddkit-patch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private static func write(_ data: Data, to file: URL) throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
  }

  /// git's first complaint, without the line that only repeats the file name.
  private static func gist(_ output: String) -> String {
    let lines = output.split(separator: "\n").filter {
      ($0.hasPrefix("error:") && !$0.hasSuffix(":")) || $0.contains("does not")
    }
    return (lines.isEmpty ? [Substring(output)] : lines).joined(separator: "; ")
  }
}
