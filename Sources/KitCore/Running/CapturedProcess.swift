import Foundation

/// A command whose standard output and standard error are kept apart, with a time limit:
/// git's plumbing, whose output is data, and a kit started as a subprocess for its
/// `--json`, whose report on standard error must not spoil the JSON.
///
/// Input and output go through files, not pipes, so a large output can neither fill a pipe
/// nor block. Ctrl-C stops it with the kit's other children (``Interruption``).
enum CapturedProcess {
  /// What the command answered.
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

    /// The command's last words on standard error: what a learner is shown when it fails.
    var lastError: String {
      let lines = errors.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      return lines.last { !$0.isEmpty && !$0.hasPrefix("hint:") } ?? "exit status \(status)"
    }
  }

  /// Runs `arguments` (through `env`, so the first is looked up on the `PATH`).
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String]? = nil,
    input: Data? = nil, timeout: Duration
  ) throws -> Result {
    let files = try ScratchFiles()
    defer { files.remove() }
    if let input { try input.write(to: files.input) }
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if let environment { process.environment = environment }
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
    let started = ContinuousClock.now
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
    ProcessRunner.keepLog(arguments, result.errors, took: started.duration(to: .now))
    return result
  }
}

/// Three files in the temporary folder for one command's input and output.
private struct ScratchFiles {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appending(path: "tddkit-run-\(UUID())")
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
