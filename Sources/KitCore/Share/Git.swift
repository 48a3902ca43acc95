import Foundation

/// The `git` command line, as sharing and the room use it: plumbing on a repository of the
/// kit's own, and `fetch`, `push` and `ls-remote` with a room, each with a time limit.
///
/// Input and output go through files, not pipes, so a large `cat-file --batch` can neither
/// fill a pipe nor block; variables a surrounding git (a hook) may have set are cleared, so
/// a command acts only on the repository it names; and git never waits for a password on
/// a terminal nobody watches (`GIT_TERMINAL_PROMPT=0`, ssh in batch mode).
struct Git: Sendable {
  /// What one git command answered.
  struct Result: Sendable {
    var status: Int32
    var output: Data
    var errors: String
    var timedOut: Bool

    var succeeded: Bool { status == 0 && !timedOut }
    var text: String { String(decoding: output, as: UTF8.self) }
    /// Standard output's first line, trimmed: an object id, a ref.
    var line: String {
      text.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// git's last words on standard error: what a learner is shown when it fails.
    var lastError: String {
      let lines = errors.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      return lines.last { !$0.isEmpty && !$0.hasPrefix("hint:") } ?? "git exited \(status)"
    }
  }

  /// Where git runs, and the variables it gets beside the kit's own.
  var directory: URL
  var extraEnvironment: [String: String] = [:]
  var timeout: Duration = .seconds(60)

  /// Runs `git arguments…` with `input` on standard input.
  func run(_ arguments: [String], input: Data? = nil) throws -> Result {
    let files = try ScratchFiles()
    defer { files.remove() }
    if let input { try input.write(to: files.input) }
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = directory
    process.environment = environment
    process.standardInput =
      input == nil ? FileHandle.nullDevice : try FileHandle(forReadingFrom: files.input)
    let output = try FileHandle(forWritingTo: files.output)
    let errors = try FileHandle(forWritingTo: files.errors)
    defer {
      try? output.close()
      try? errors.close()
    }
    process.standardOutput = output
    process.standardError = errors
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    // Ctrl-C stops it with the kit's other children (``Interruption``).
    let tracker = ProcessTree.Tracker(root: process.processIdentifier)
    RunningProcesses.update(tracker)
    defer { RunningProcesses.remove(tracker.root) }
    let (seconds, attoseconds) = timeout.components
    let limit = Double(seconds) + Double(attoseconds) / 1e18
    var timedOut = false
    if finished.wait(timeout: .now() + limit) == .timedOut {
      timedOut = true
      ProcessTree.stop(process.processIdentifier)
      finished.wait()
    }
    let result = Result(
      status: process.terminationStatus, output: (try? Data(contentsOf: files.output)) ?? Data(),
      errors: String(decoding: (try? Data(contentsOf: files.errors)) ?? Data(), as: UTF8.self),
      timedOut: timedOut)
    ProcessRunner.keepLog(["git"] + arguments, result.errors)
    return result
  }

  /// The kit's environment without a surrounding git's variables, plus the extra ones.
  private var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for name in [
      "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_PREFIX",
      "GIT_COMMON_DIR", "GIT_NAMESPACE",
    ] {
      environment[name] = nil
    }
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["LC_ALL"] = "C"
    if environment["GIT_SSH_COMMAND"] == nil {
      environment["GIT_SSH_COMMAND"] = "ssh -o BatchMode=yes -o ConnectTimeout=15"
    }
    environment.merge(extraEnvironment) { _, extra in extra }
    return environment
  }
}

/// Three files in the temporary folder for one git command's input and output.
private struct ScratchFiles {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appending(path: "tddkit-git-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in [input, output, errors] {
      _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    }
  }

  var input: URL { folder.appending(path: "in") }
  var output: URL { folder.appending(path: "out") }
  var errors: URL { folder.appending(path: "err") }

  func remove() { try? FileManager.default.removeItem(at: folder) }
}
