import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A build that runs on its own, at the lowest priority, while the learner does something
/// else: the next exercise's build, started when a check comes out green, so that its
/// first check finds the package built instead of spending seconds on it.
///
/// It builds in the shared scratch folder, whose lock SwiftPM holds while it builds, so it
/// must never outlast the moment a kit needs that folder: every command that takes
/// `.tddkit/lock` stops it first (``stop()``) and waits until it and the processes it
/// started have ended. Stopping loses nothing already compiled: the next build goes on
/// from there. `.tddkit/preparing` holds its process id and a word of its command line,
/// so that a process id the system gave to another program since is never signalled.
public struct BackgroundBuild {
  let record: URL
  /// Where the build's processes are read: `/proc`, or `ps` where there is none.
  let table: ProcessTable

  init(root: URL, table: ProcessTable = .system) {
    record = StateStore(root: root).folder.appending(path: "preparing")
    self.table = table
  }

  /// `swift build` of `package` and its tests in `scratch`, at the lowest priority.
  static func command(package: URL, scratch: URL) -> [String] {
    [
      "nice", "-n", "19", "swift", "build", "--build-tests", "--package-path", package.path,
      "--scratch-path", scratch.path,
    ]
  }

  /// Whether a kit may prepare in the background: not when `TDDKIT_PREPARE` is `0`.
  public static func isWanted(environment: [String: String]) -> Bool {
    environment["TDDKIT_PREPARE"] != "0"
  }

  /// Starts building `exercise` in the shared scratch folder. Called with `.tddkit/lock`
  /// held, so that no check is building meanwhile. With `bench`, the exercise's bench
  /// (``Bench``, laid out already) is built next, so that the first judging of the
  /// learner's tests compiles their tests, not the kit's variants.
  static func prepare(_ exercise: Exercise, root: URL, bench: Bench? = nil) {
    let scratch = root.appending(path: KitPaths.scratch)
    let package = root.appending(path: KitPaths.exercise(exercise.folder))
    // The build must plan for this package, not reuse the plan of the one checked last.
    SwiftTestRunner(scratchPath: scratch).forgetOtherPackagesPlan(package)
    var commands = [command(package: package, scratch: scratch)]
    if let bench {
      ScratchOwner(scratch: bench.scratch).claim(for: bench.folder)
      commands.append(command(package: bench.folder, scratch: bench.scratch))
    }
    BackgroundBuild(root: root).start(commands)
  }

  /// Starts `commands` one after the other (through `sh`) with no input or output, after
  /// stopping any earlier build. A build that cannot start is no error: preparing only
  /// saves time.
  func start(_ commands: [[String]]) {
    stop()
    let process = Process()
    process.executableURL = URL(filePath: "/bin/sh")
    process.arguments = [
      "-c", commands.map { $0.map(Self.quoted).joined(separator: " ") }.joined(separator: "; "),
    ]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return }
    try? FileManager.default.createDirectory(
      at: record.deletingLastPathComponent(), withIntermediateDirectories: true)
    let line = "\(process.processIdentifier) \(commands.first?.last ?? "")\n"
    try? Data(line.utf8).write(to: record, options: .atomic)
  }

  /// `argument` quoted for `sh`.
  static func quoted(_ argument: String) -> String {
    "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// The process id of the build, while it runs.
  var running: pid_t? {
    guard let text = try? String(contentsOf: record, encoding: .utf8) else { return nil }
    let fields = text.trimmingCharacters(in: .whitespacesAndNewlines)
      .split(separator: " ", maxSplits: 1)
    guard let first = fields.first, let pid = pid_t(first), pid > 0 else { return nil }
    let word = fields.count > 1 ? String(fields[1]) : ""
    return isRunning(pid, word: word) ? pid : nil
  }

  /// Stops the build, if one runs, and returns once it and its processes have ended, so
  /// that SwiftPM's lock on the scratch folder is free. Asks first (SIGTERM; SIGINT may be
  /// ignored by a process started from one that ignores it), then forces what is left
  /// after two seconds, compilers included: a compiler writes its output whole or not at
  /// all, and the build database keeps only finished steps.
  func stop() {
    defer { try? FileManager.default.removeItem(at: record) }
    guard let pid = running else { return }
    let started = ProcessTree.descendants(of: pid, table: table)
    kill(pid, SIGTERM)
    if !waitForEnd(of: pid, within: .seconds(2)) {
      ProcessTree.stop(pid, table: table)
      _ = waitForEnd(of: pid, within: .seconds(5))
    }
    for process in started where isRunning(process, word: "") { kill(process, SIGKILL) }
  }

  private func waitForEnd(of pid: pid_t, within limit: Duration) -> Bool {
    let deadline = ContinuousClock.now + limit
    while isRunning(pid, word: "") {
      guard ContinuousClock.now < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return true
  }

  /// Alive, not a zombie, and with `word` in its command line (as the process table shows
  /// it: `/proc`, or `ps`).
  private func isRunning(_ pid: pid_t, word: String) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    guard let row = table.row(pid) else { return true }
    if row.isZombie { return false }
    guard !word.isEmpty else { return true }
    return Self.commandLine(row.command, holds: word)
  }

  /// Whether a command line may be the build's: one with `word` in it, or one that cannot
  /// be told. A process in the middle of `exec` (as `env` becomes `swift`) shows an empty
  /// command line for a moment; a process id the system gave to another program shows
  /// that program's.
  static func commandLine(_ command: String, holds word: String) -> Bool {
    command.isEmpty || command.contains(word)
  }
}
