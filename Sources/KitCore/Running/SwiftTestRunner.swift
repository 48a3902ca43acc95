import Foundation

/// Builds and runs one exercise package with `swift test`, and turns what it prints into
/// a ``TestRun``.
///
/// Every package shares one scratch folder, so the kit's libraries are built once. Tests
/// run serially in one `swift test`, the fastest way; when a trap kills XCTest's process,
/// they run again with `--parallel`, one process per test, so the trap is reported
/// against its test while the others still report.
public struct SwiftTestRunner: Sendable {
  public let scratchPath: URL
  /// How long the tests may run.
  public let timeout: Duration
  /// How long the build may take; a cold build of the kit is slow, an endless loop in a
  /// test is not, so `kit check` gives the build far longer than the tests.
  public let buildTimeout: Duration
  /// Where the xUnit files go; `nil` puts them in the package, which suits scratch copies
  /// but not a learner's folder.
  public let resultsFolder: URL?

  public init(
    scratchPath: URL, timeout: Duration = .seconds(300), buildTimeout: Duration? = nil,
    resultsFolder: URL? = nil
  ) {
    self.scratchPath = scratchPath
    self.timeout = timeout
    self.buildTimeout = buildTimeout ?? timeout
    self.resultsFolder = resultsFolder
  }

  public func run(packageAt package: URL, testModule: String) throws -> TestRun {
    let folder = resultsFolder ?? package
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let xunit = folder.appending(path: ".tddkit-results.xml")
    let testingXUnit = folder.appending(path: ".tddkit-results-swift-testing.xml")
    for file in [xunit, testingXUnit] { try? FileManager.default.removeItem(at: file) }
    forgetOtherPackagesPlan(package)
    // One `swift test` builds and runs, as a bare `swift test` would: a second SwiftPM
    // start-up would cost the loop half a second on every save.
    let serial = try swift(
      ["test", "--xunit-output", xunit.path], in: package, timeout: buildTimeout,
      then: PhaseTimeout(marker: "Build complete!", timeout: timeout))
    if !serial.reachedMarker {
      if serial.timedOut { return TestRun(timedOut: true, outputTail: tail(serial.output)) }
      if serial.exitCode != 0 { return compileFailure(serial.output) }
    }
    guard !serial.timedOut, Self.xctestCrashed(serial.output) else {
      return parse(
        serial, xunit: nil, testingXUnit: testingXUnit, module: testModule, package: package)
    }
    // A trap ended XCTest's one process, and the tests after it never ran: run again with
    // a process per test, so the trap is pinned on its test and the others report.
    let parallel = try swift(
      ["test", "--skip-build", "--parallel", "--xunit-output", xunit.path], in: package,
      timeout: timeout)
    return parse(
      parallel, xunit: xunit, testingXUnit: testingXUnit, module: testModule, package: package)
  }

  /// Makes SwiftPM plan the build again when the last package built in the shared scratch
  /// folder was another one (``ScratchOwner``).
  func forgetOtherPackagesPlan(_ package: URL) {
    ScratchOwner(scratch: scratchPath).claim(for: package)
  }

  /// Whether XCTest's process died of a signal in a test, in a serial run. A process that
  /// ended without one (`exit(0)` in the code) is not run again: it would end again.
  static func xctestCrashed(_ output: String) -> Bool {
    output.contains(".xctest' exited with unexpected signal code")
  }

  /// What a test that was running when its process ended without a signal shows.
  static let endedMidTest =
    "the test process ended while this test ran (exit() in the code?), so it never reported"

  func compileFailure(_ output: String) -> TestRun {
    let errors = CompileErrorParser.errors(in: output)
    let fallback = [CompileError(file: "?", line: 0, message: tail(output))]
    return TestRun(compileErrors: errors.isEmpty ? fallback : errors, outputTail: tail(output))
  }

  /// Turns a run's output and results files into outcomes. XCTest's come from `xunit`
  /// after a parallel run, from the console after a serial one (SwiftPM writes XCTest's
  /// xUnit file only in parallel); Swift Testing's always come from its own file, or after
  /// a crash from the console, whose display names `package`'s test files turn into
  /// functions.
  func parse(
    _ result: ProcessResult, xunit: URL?, testingXUnit: URL, module: String, package: URL,
    testsFolder: URL? = nil
  ) -> TestRun {
    var outcomes: [String: TestOutcome] = [:]
    let messages = XCTestConsoleParser.failureMessages(in: result.output)
    let xctest: [String: Bool]
    let console = XCTestConsoleParser.results(in: result.output)
    if let xunit {
      let data = try? Data(contentsOf: xunit)
      xctest =
        data.flatMap { XUnitParser.outcomes(in: $0, testModule: module) }?
        .mapValues(\.isPassed) ?? [:]
    } else {
      xctest = console.passed
    }
    for (test, passed) in xctest {
      // XCTest's xunit says only "failure"; the console has the assertion's words.
      outcomes[test] = passed ? .passed : .failed(messages: messages[test] ?? ["failure"])
    }
    // XCTest's xunit writes a skipped test as a pass: only the console tells.
    for (test, reason) in console.skipped { outcomes[test] = .skipped(reason: reason) }
    if let data = try? Data(contentsOf: testingXUnit),
      let parsed = XUnitParser.outcomes(in: data, testModule: module)
    {
      outcomes.merge(parsed) { _, new in new }
    }
    for (test, message) in XCTestConsoleParser.crashes(in: result.output, module: module) {
      outcomes[test] = .crashed(message: message)
    }
    var run = TestRun(
      outcomes: outcomes, timedOut: result.timedOut, outputTail: tail(result.output))
    if result.timedOut, xunit != nil {
      run.finished = XCTestConsoleParser.finishedTests(in: result.output, module: module)
    }
    let names = Self.displayNames(inTests: testsFolder ?? package.appending(path: "Tests"))
    run.swiftTestingCrash = SwiftTestingConsoleParser.crash(in: result.output)
      .map { $0.naming(names) }
    if xunit == nil, run.swiftTestingCrash == nil, !Self.xctestCrashed(result.output) {
      // Stopped by the timeout, or ended by an `exit`: what had started and not ended.
      let swiftTesting = SwiftTestingConsoleParser.running(in: result.output).map {
        names[$0] ?? String($0.prefix { $0 != "(" })
      }
      run.hung = Set(console.unfinished + swiftTesting)
    }
    return run
  }

  /// The display names of the Swift Testing tests in `package`'s `Tests`.
  static func displayNames(in package: URL) -> [String: String] {
    displayNames(inTests: package.appending(path: "Tests"))
  }

  /// The display names of the Swift Testing tests in the folder `tests`.
  static func displayNames(inTests tests: URL) -> [String: String] {
    let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
    var names: [String: String] = [:]
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let source = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      names.merge(SwiftTestingConsoleParser.functionsByDisplayName(in: source)) { old, _ in old }
    }
    return names
  }

  private func swift(
    _ arguments: [String], in package: URL, timeout: Duration, then phase: PhaseTimeout? = nil
  ) throws -> ProcessResult {
    try ProcessRunner.run(
      Self.lineBuffered + ["swift"] + arguments + ["--scratch-path", scratchPath.path],
      in: package, timeout: timeout, then: phase, notices: [Self.anotherInstance(scratchPath)])
  }

  /// `stdbuf -oL -eL` where coreutils has it: the test binary writes to a file, so its
  /// output is buffered in blocks, and a run stopped by its timeout would lose every
  /// `Test Case … started` and `passed` line; line by line, they show which test hung.
  static let lineBuffered: [String] =
    FileManager.default.isExecutableFile(atPath: "/usr/bin/stdbuf") ? ["stdbuf", "-oL", "-eL"] : []

  /// SwiftPM waits, silently to the learner, while another build holds the scratch folder.
  static func anotherInstance(_ scratch: URL) -> OutputNotice {
    OutputNotice(
      marker: "Another instance of SwiftPM",
      message: """
        kit: swift is waiting for another build that uses \(scratch.path) to end (a kit \
        check, watch or verify in another terminal?). Stop that one, or wait; Ctrl-C stops \
        this check.

        """)
  }

  private func tail(_ output: String, lines: Int = 30) -> String {
    output.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines)
      .joined(separator: "\n")
  }
}
