import Foundation

/// Builds and runs one exercise package with `swift test`, and turns what it prints into
/// a ``TestRun``.
///
/// Every package shares one scratch folder, so the kit's libraries are built once. Tests
/// run serially in one `swift test`, the fastest way; when a trap kills XCTest's process,
/// they run again with `--parallel`, one process per test, so the trap is reported
/// against its test while the others still report.
struct SwiftTestRunner: Sendable {
  let scratchPath: URL
  /// How long the tests may run.
  let timeout: Duration
  /// How long the build may take; a cold build of the kit is slow, an endless loop in a
  /// test is not, so `kit check` gives the build far longer than the tests.
  let buildTimeout: Duration
  /// Where the xUnit files go; `nil` puts them in the package, which suits scratch copies
  /// but not a learner's folder.
  let resultsFolder: URL?
  /// The `swift` to run: the one on `PATH`, or a stand-in that tests give.
  let swift: String
  /// Whether the build's limit ends the tests too: one limit for the whole `swift test`
  /// (a learner's explicit `--timeout`), not one for the build and then one for the tests.
  var oneLimit = false

  init(
    scratchPath: URL, timeout: Duration = .seconds(300), buildTimeout: Duration? = nil,
    resultsFolder: URL? = nil
  ) {
    self.init(
      scratchPath: scratchPath, timeout: timeout, buildTimeout: buildTimeout,
      resultsFolder: resultsFolder, swift: "swift")
  }

  init(
    scratchPath: URL, timeout: Duration, buildTimeout: Duration? = nil, resultsFolder: URL?,
    swift: String
  ) {
    self.scratchPath = scratchPath
    self.timeout = timeout
    self.buildTimeout = buildTimeout ?? timeout
    self.resultsFolder = resultsFolder
    self.swift = swift
  }

  func run(packageAt package: URL, testModule: String) throws -> TestRun {
    let folder = resultsFolder ?? package
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Names no earlier run used: a file an earlier run left can never pass for this one's.
    let files = ResultsFiles.fresh(in: folder)
    defer { files.remove() }
    let xunit = files.xunit
    let testingXUnit = files.swiftTesting
    forgetOtherPackagesPlan(package)
    // One `swift test` builds and runs, as a bare `swift test` would: a second SwiftPM
    // start-up would cost the loop half a second on every save.
    let serial = try swift(
      ["test", "--xunit-output", xunit.path], in: package, timeout: buildTimeout,
      then: PhaseTimeout(marker: "Build complete!", timeout: timeout, withinTheFirstLimit: oneLimit)
    )
    if !serial.reachedMarker {
      if serial.timedOut { return TestRun(timedOut: true, outputTail: tail(serial.output)) }
      if serial.exitCode != 0 { return compileFailure(serial.output) }
    }
    guard !serial.timedOut, Self.xctestCrashed(serial.output) else {
      let run = parse(
        serial, xunit: nil, testingXUnit: testingXUnit, module: testModule, package: package)
      return try namingUnfinished(run, in: package, testModule: testModule)
    }
    // A trap ended XCTest's one process, and the tests after it never ran: run again with
    // a process per test, so the trap is pinned on its test and the others report.
    let parallel = try swift(
      ["test", "--skip-build", "--parallel", "--xunit-output", xunit.path], in: package,
      timeout: timeout)
    let rerunReported = FileManager.default.fileExists(atPath: xunit.path)
    var run = parse(
      parallel, xunit: xunit, testingXUnit: testingXUnit, module: testModule, package: package)
    // The tests that finished before the trap keep what the serial run said: alone, one
    // that leans on an earlier test's state fails where the learner's `swift test` passed
    // it (a fresh learner's twelfth try, 00 row 82).
    let before = XCTestConsoleParser.results(in: serial.output)
    run.outcomes.merge(
      Self.xctestOutcomes(before.passed, skipped: before.skipped, in: serial.output)
    ) { _, serial in serial }
    if !rerunReported, !parallel.timedOut {
      // The rerun could not even list XCTest's tests (the same trap, in `--dump-tests-json`:
      // Linux's limit on synchronous @MainActor methods): none of them ran. That is the
      // crash, not a results folder the kit may not write.
      run.xctestCrashed = true
      if run.missingResults?.contains("Swift Testing's") != true { run.missingResults = nil }
    }
    return try namingUnfinished(run, in: package, testModule: testModule)
  }

  /// `run` with the tests that started and never reported marked crashed
  /// (``TestRun/attributingUnfinished(among:)``). Swift Testing's console names a test by
  /// its function, not its suite, and its results file is lost with its process: the ids
  /// come from `swift test list`, asked only then (half a second), so that a learner's own
  /// test, which no manifest names, is counted and named too.
  private func namingUnfinished(_ run: TestRun, in package: URL, testModule: String) throws
    -> TestRun
  {
    let swiftTestingUnfinished =
      run.swiftTestingCrash != nil || (!run.timedOut && run.hung.contains { !$0.contains("/") })
    // A process that ended in a test with no signal (`exit`) left the tests after it
    // unrun: listed, so the learner's run says how many (a fresh learner's eleventh try,
    // 10 row 69).
    let endedEarly = !run.timedOut && !run.hung.isEmpty
    // Stopped by its time limit, a run leaves the tests after the one that hung unrun too
    // (a fresh learner's fifteenth try, 01 row 75: "5 passed, 1 failed", stages done).
    let stopped = run.timedOut && run.didCompile
    guard swiftTestingUnfinished || endedEarly || stopped else {
      return run.attributingUnfinished(among: [])
    }
    let listed = try swift(
      ["test", "list", "--skip-build"], in: package, timeout: .seconds(60))
    let ids = Self.listedIDs(in: listed.output, module: testModule)
    var attributed = run.attributingUnfinished(among: ids)
    attributed.crashAttributedAmongListed = listed.exitCode == 0
    attributed.neverStarted = ids.filter { attributed.outcomes[$0] == nil }.sorted()
    return attributed
  }

  /// How each Swift Testing test `output` saw end did, by function (`names` turns display
  /// names into functions), once per test that ended under it.
  static func consoleEnded(_ output: String, names: [String: String]) -> [String: [TestOutcome]] {
    var ended: [String: [TestOutcome]] = [:]
    for (name, outcome) in SwiftTestingConsoleParser.ended(in: output) {
      ended[names[name] ?? TestNames.function(ofConsoleName: name), default: []].append(outcome)
    }
    return ended
  }

  /// The ids of `module`'s tests (`Suite/test`) in what `swift test list` prints
  /// (`Module.Suite/test`, one a line).
  static func listedIDs(in output: String, module: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
      let id = line.trimmingCharacters(in: .whitespaces)
      guard id.hasPrefix(module + "."), TestNames.isListedID(id) else { return nil }
      return TestNames.runID(ofListed: id.dropFirst(module.count + 1), module: module)
    }
  }

  /// Makes SwiftPM plan the build again when the last package built in the shared scratch
  /// folder was another one (``ScratchOwner``).
  func forgetOtherPackagesPlan(_ package: URL) {
    ScratchOwner(scratch: scratchPath).claim(for: package)
  }

  /// Whether XCTest's process died of a signal in a test, in a serial run. A process that
  /// ended without one (`exit(0)` in the code) is not run again: it would end again.
  /// SwiftPM 6 names the process (`'…/AnswerPackageTests.xctest' exited with unexpected
  /// signal code 4`, on Linux as on macOS, where `xctest` runs the bundle); SwiftPM 5 says
  /// only `Exited with unexpected signal code 4`, which is XCTest's when it comes before
  /// Swift Testing has started.
  static func xctestCrashed(_ output: String) -> Bool {
    if output.contains(".xctest' exited with unexpected signal code") { return true }
    for line in output.split(separator: "\n") {
      if line.hasPrefix("◇ Test run started.") { return false }
      if line.contains("error: Exited with unexpected signal code") { return true }
    }
    return false
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
    let xctest: [String: Bool]
    let console = XCTestConsoleParser.results(in: result.output)
    // XCTest's file, read after a parallel run; `nil` inside when it is missing.
    let xctestFile = xunit.map { file in
      (try? Data(contentsOf: file)).flatMap { XUnitParser.outcomes(in: $0, testModule: module) }
    }
    if let xctestFile {
      xctest = xctestFile?.mapValues(\.isPassed) ?? [:]
    } else {
      xctest = console.passed
    }
    // XCTest's xunit writes a skipped test as a pass: only the console tells.
    var outcomes = Self.xctestOutcomes(xctest, skipped: console.skipped, in: result.output)
    let testingFile = (try? Data(contentsOf: testingXUnit)).flatMap {
      XUnitParser.outcomes(in: $0, testModule: module)
    }
    if let testingFile { outcomes.merge(testingFile) { _, new in new } }
    for (test, message) in XCTestConsoleParser.crashes(in: result.output, module: module) {
      outcomes[test] = .crashed(message: message)
    }
    var run = TestRun(
      outcomes: outcomes, timedOut: result.timedOut, outputTail: tail(result.output))
    run.xctestCrashed = Self.xctestCrashed(result.output)
    if result.timedOut, xunit != nil {
      run.finished = XCTestConsoleParser.finishedTests(in: result.output, module: module)
    }
    let names = Self.displayNames(inTests: testsFolder ?? package.appending(path: "Tests"))
    run.swiftTestingCrash = SwiftTestingConsoleParser.crash(in: result.output)
      .map { $0.naming(names) }
    // A process that dies leaves its results file empty, or none.
    if testingFile?.isEmpty != false {
      run.consoleEnded = Self.consoleEnded(result.output, names: names)
      for (name, issues) in SwiftTestingConsoleParser.unendedIssues(in: result.output) {
        run.consoleIssues[names[name] ?? TestNames.function(ofConsoleName: name)] = issues
      }
    }
    if xunit == nil, run.swiftTestingCrash == nil, !Self.xctestCrashed(result.output) {
      // Stopped by the timeout, or ended by an `exit`: what had started and not ended.
      let swiftTesting = SwiftTestingConsoleParser.running(in: result.output).map {
        names[$0] ?? TestNames.function(ofConsoleName: $0)
      }
      run.hung = Set(console.unfinished + swiftTesting)
    }
    var lost: [String] = []
    if case .some(.none) = xctestFile { lost.append("XCTest's") }
    // Swift Testing runs after XCTest, so it writes its file unless the run ended first.
    let ranToTheEnd =
      run.swiftTestingCrash == nil && run.hung.isEmpty
      && (xunit != nil || !Self.xctestCrashed(result.output))
    if testingFile == nil, ranToTheEnd { lost.append("Swift Testing's") }
    if !result.timedOut, !lost.isEmpty {
      run.missingResults = Self.noResults(
        for: lost.joined(separator: " and "), in: testingXUnit.deletingLastPathComponent(),
        output: result.output)
    }
    return run
  }

  /// XCTest's outcomes: each of `passed` (by id, whether it passed), failures with the
  /// assertion's words from `output` (XCTest's xunit says only "failure"), and `skipped`.
  static func xctestOutcomes(
    _ passed: [String: Bool], skipped: [String: String], in output: String
  ) -> [String: TestOutcome] {
    let messages = XCTestConsoleParser.failureMessages(in: output)
    var outcomes = passed.mapValues { _ in TestOutcome.passed }
    for (test, passed) in passed where !passed {
      outcomes[test] = .failed(messages: messages[test] ?? ["failure"])
    }
    for (test, reason) in skipped { outcomes[test] = .skipped(reason: reason) }
    return outcomes
  }

  /// Why a run left no results for `frameworks`' tests, and what to do: its tests ran (or
  /// were meant to), but nothing says how they did, so they count as not run.
  static func noResults(for frameworks: String, in folder: URL, output: String) -> String {
    let last = output.split(separator: "\n").last {
      !$0.trimmingCharacters(in: .whitespaces).isEmpty
    }
    let said = last.map { " (swift test said: “\($0.trimmingCharacters(in: .whitespaces))”)" } ?? ""
    return "this run wrote no results file for \(frameworks) tests\(said), so they count as "
      + "not run. Make \(folder.path) writable (chmod -R u+w, or chattr -i on a file made "
      + "immutable), then check again."
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
    var result = try ProcessRunner.run(
      Self.lineBuffered + [swift] + arguments + SharedModuleCache.arguments(scratch: scratchPath),
      in: package, timeout: timeout, then: phase, environment: Self.environment,
      notices: [Self.anotherInstance(scratchPath)])
    result.output = Self.plain(result.output)
    return result
  }

  /// `stdbuf -oL -eL` on Linux, where it is installed (``LineBuffering``): the test binary
  /// writes to a file, so its output is buffered in blocks, and a run stopped by its
  /// timeout would lose every `Test Case … started` and `passed` line; line by line, they
  /// show which test hung.
  static let lineBuffered = LineBuffering.prefix(
    platform: LineBuffering.current, path: ProcessInfo.processInfo.environment["PATH"])

  /// The environment of every `swift build` and `swift test` the kit runs, in the
  /// background or not (``environment(from:)``).
  static let environment = environment(from: ProcessInfo.processInfo.environment)

  /// `base` with Swift Testing's console made plain: no colours (`NO_COLOR`), and on
  /// macOS, where the SF Pro font is installed, no SF Symbols (`SWT_SF_SYMBOLS_ENABLED=0`)
  /// in place of the `◇ ✔ ✘` the parsers read; and without the kit's own switches
  /// (`TDDKIT_…`), which no package reads. SwiftPM keeps an evaluated manifest for one
  /// environment: a build in another one (the background's, or a kit started with
  /// `TDDKIT_PREPARE=0`) evaluates the manifests again (issue 31).
  static func environment(from base: [String: String]) -> [String: String] {
    base.filter { !$0.key.hasPrefix("TDDKIT_") }.merging(plainConsole) { _, kit in kit }
  }

  /// What makes Swift Testing's console plain, for the learner's run and every trial.
  static let plainConsole = ["NO_COLOR": "1", "SWT_SF_SYMBOLS_ENABLED": "0"]

  /// `output` without terminal escape codes (`ESC [ … m`), should any tool still colour it.
  static func plain(_ output: String) -> String {
    guard output.contains("\u{1B}[") else { return output }
    var plain = ""
    var rest = Substring(output)
    while let escape = rest.range(of: "\u{1B}[") {
      plain += rest[..<escape.lowerBound]
      rest = rest[escape.upperBound...].drop { !$0.isLetter }.dropFirst()
    }
    return plain + rest
  }

  /// SwiftPM waits, silently to the learner, while another build holds the scratch folder.
  /// It is no other kit's (this one holds the kit's lock, and has stopped what a killed kit
  /// left): the processes that use the folder are named, for the learner to stop.
  static func anotherInstance(_ scratch: URL) -> OutputNotice {
    OutputNotice(marker: "Another instance of SwiftPM") {
      let kitRoot = scratch.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
      let holders = Leftovers(folder: scratch, root: kitRoot)
      let found = holders.find()
      guard !found.isEmpty else {
        return "kit: swift is waiting for another build that uses \(scratch.path) to end; "
          + "none is running now, so it should go on in a moment. Ctrl-C stops this check.\n"
      }
      let ids = found.map { "\($0.pid)" }.joined(separator: " ")
      return "kit: swift is waiting for another build that uses \(scratch.path) to end: "
        + "\(holders.describe(found)). No other kit uses it while this one holds the kit's "
        + "lock: stop that build (kill \(ids)), or wait; Ctrl-C stops this check.\n"
    }
  }

  private func tail(_ output: String, lines: Int = 30) -> String {
    output.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines)
      .joined(separator: "\n")
  }
}
