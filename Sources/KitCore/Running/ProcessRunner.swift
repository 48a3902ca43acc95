import Foundation

/// The result of running a command to the end, or until its time ran out.
struct ProcessResult: Sendable {
  var exitCode: Int32
  var output: String
  var timedOut: Bool
  /// Whether the output contained the phase marker the run was given.
  var reachedMarker = false
  /// The signal that ended the process, when one did (a trap is 4 or 5, an abort 6).
  var signal: Int32? = nil
}

/// A second time limit that starts when a line of output says a new phase began: a
/// `swift test` may build for minutes on a cold machine, but once it prints
/// `Build complete!` an endless loop in a test should be stopped within the test limit.
struct PhaseTimeout: Sendable {
  var marker: String
  var timeout: Duration
  /// Whether the first limit still ends the command after the marker: the build and the
  /// tests share one limit, as when a learner gives `--timeout` (a check then ends by it).
  var withinTheFirstLimit = false
}

/// A line of a command's output the learner must see while the command runs, because it
/// explains a wait: SwiftPM's "Another instance of SwiftPM is already running…" would
/// otherwise leave `kit check` silent until its timeout.
struct OutputNotice: Sendable {
  var marker: String
  /// Works out what to say when the marker shows: who holds the scratch folder is known
  /// only then.
  let text: @Sendable () -> String

  init(marker: String, message: String) {
    self.init(marker: marker) { message }
  }

  init(marker: String, text: @escaping @Sendable () -> String) {
    self.marker = marker
    self.text = text
  }

  /// What the notice says, as of now.
  var message: String { text() }
}

/// Runs a command with its output (stdout and stderr together) read as it comes and kept
/// within bounds (``OutputPipe``, ``BoundedOutput``), and stops it, with every process it started,
/// after a timeout. Processes it started that outlive it are stopped when it ends.
enum ProcessRunner {
  static func run(
    _ arguments: [String], in directory: URL, timeout: Duration,
    then phase: PhaseTimeout? = nil, environment: [String: String]? = nil,
    notices: [OutputNotice] = [], showNotice: (String) -> Void = ProcessRunner.toStandardError
  ) throws -> ProcessResult {
    try run(
      arguments, in: directory, timeout: timeout, then: phase, environment: environment,
      notices: notices, showNotice: showNotice, processTable: .system)
  }

  /// As above, following the command's processes in `processTable` (tests force `ps`).
  static func run(
    _ arguments: [String], in directory: URL, timeout: Duration,
    then phase: PhaseTimeout? = nil, environment: [String: String]? = nil,
    notices: [OutputNotice] = [], showNotice: (String) -> Void = ProcessRunner.toStandardError,
    processTable: ProcessTable
  ) throws -> ProcessResult {
    let pipe = try OutputPipe(watching: (phase.map { [$0.marker] } ?? []) + notices.map(\.marker))
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = pipe.writing
    process.standardError = pipe.writing
    process.standardInput = FileHandle.nullDevice
    if let environment { process.environment = environment }
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    pipe.startReading()
    let started = ContinuousClock.now
    var tracker = ProcessTree.Tracker(root: process.processIdentifier, table: processTable)
    RunningProcesses.update(tracker)
    defer { RunningProcesses.remove(tracker.root) }

    var watch = PhaseWatch(
      phase: phase, notices: notices, output: pipe, start: started, timeout: timeout)
    var timedOut = false
    while finished.wait(timeout: .now() + watch.nextWait) == .timedOut {
      tracker.refresh()
      RunningProcesses.update(tracker)
      for message in watch.newNotices() { showNotice(message) }
      guard watch.isOverdue() else { continue }
      timedOut = true
      // Not `terminate()`: that stops `swift` and leaves a hung test process running.
      tracker.refresh()
      tracker.stop()
      finished.wait()
      break
    }
    // A process that left its parent's group (SwiftPM's test binary) may outlive it.
    tracker.stopLeftovers()
    let output = pipe.finish()
    keepLog(arguments, output, took: started.duration(to: .now))
    return ProcessResult(
      exitCode: process.terminationStatus, output: output, timedOut: timedOut,
      reachedMarker: phase.map { pipe.hasSeen($0.marker) } ?? false,
      signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
  }
}

extension ProcessRunner {
  /// Writes a notice to standard error, where it cannot spoil a report or JSON.
  static func toStandardError(_ message: String) {
    FileHandle.standardError.write(Data(message.utf8))
  }

  /// With `TDDKIT_LOG_FOLDER` set, each command's line and output go to a file of their
  /// own there: the raw `swift` output behind a report, for whoever debugs the kit, after a
  /// first line with how long the command took (`# 12.34 s`), to see where a check's time
  /// went.
  static func keepLog(_ arguments: [String], _ output: String, took: Duration) {
    guard let folder = ProcessInfo.processInfo.environment["TDDKIT_LOG_FOLDER"] else { return }
    let url = URL(filePath: folder).appending(path: "\(Date().timeIntervalSince1970)-\(UUID()).log")
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let seconds = Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18
    let header = "# \(String(format: "%.2f", seconds)) s\n" + arguments.joined(separator: " ")
    try? Data((header + "\n" + output).utf8).write(to: url)
  }
}

/// The deadline of one run: the first limit until the phase marker shows in the output,
/// then the phase's own limit counted from when it was seen. It looks at least every
/// 200 ms, so that the processes a command starts are recorded soon after they appear.
private struct PhaseWatch {
  let phase: PhaseTimeout?
  var notices: [OutputNotice]
  let output: OutputPipe
  var deadline: ContinuousClock.Instant
  var markerSeen = false

  init(
    phase: PhaseTimeout?, notices: [OutputNotice], output: OutputPipe,
    start: ContinuousClock.Instant, timeout: Duration
  ) {
    self.phase = phase
    self.notices = notices
    self.output = output
    self.deadline = start + timeout
  }

  /// How long to wait for the process before looking again, in seconds.
  var nextWait: Double {
    let left = ContinuousClock.now.duration(to: deadline)
    let components = max(min(left, .milliseconds(200)), .milliseconds(1)).components
    return Double(components.seconds) + Double(components.attoseconds) / 1e18
  }

  /// The notices whose marker showed for the first time.
  mutating func newNotices() -> [String] {
    let output = output
    let shown = notices.filter { output.hasSeen($0.marker) }
    notices.removeAll { output.hasSeen($0.marker) }
    return shown.map(\.message)
  }

  mutating func isOverdue() -> Bool {
    if let phase, !markerSeen, output.hasSeen(phase.marker) {
      markerSeen = true
      deadline =
        phase.withinTheFirstLimit ? min(deadline, .now + phase.timeout) : .now + phase.timeout
      return false
    }
    return ContinuousClock.now >= deadline
  }
}
