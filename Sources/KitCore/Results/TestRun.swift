/// Everything one `swift test` run of an exercise told us.
struct TestRun: Equatable, Sendable {
  /// Each test that ran, by id (`Suite/test`, without the module prefix).
  var outcomes: [String: TestOutcome]
  /// The first compiler errors when the build failed; empty when it built.
  var compileErrors: [CompileError]
  /// Set when the run was stopped for taking too long.
  var timedOut: Bool
  /// The last lines of the raw output, for anything the parsers did not understand.
  var outputTail: String
  /// For a run stopped by its timeout: the tests SwiftPM reported finished before the
  /// results were written, so that the others stand out as the ones that hung.
  var finished: Set<String> = []
  /// Set when Swift Testing's process crashed: its tests then have no results of their own.
  var swiftTestingCrash: SwiftTestingCrash?
  /// For a run that ended before every test reported (stopped by its timeout, or by an
  /// `exit` in the code under test): the tests that had started and not ended, as XCTest
  /// ids and Swift Testing function names. Empty when the output does not say.
  var hung: Set<String> = []
  /// Set when the run ended as it should but left no results file for some of its tests
  /// (a results folder made read-only): why, and what to do. Those tests did not run, as
  /// far as anyone can tell, and are never green.
  var missingResults: String?
  /// For a run merged from several time zones (``merging(_:)``): the tests that failed in
  /// each zone, so that a mistake counts as caught only where every zone caught it.
  var failingByZone: [String: Set<String>]?
  /// Set once a Swift Testing crash was put on the tests the package's own list names
  /// (``SwiftTestRunner``): a later pass with the manifest's names must not put it on
  /// tests the package does not have (a fresh learner's tenth try, 12 row 86).
  var crashAttributedAmongListed = false
  /// Set when XCTest's process died of a signal (``SwiftTestRunner/xctestCrashed(_:)``):
  /// its tests that did not report never ran, even when Swift Testing's tests did.
  var xctestCrashed = false
  /// For a run whose process ended before every test reported, with no timeout (an `exit`
  /// or a crash): the tests of the package's own list that never started, sorted. Found
  /// only then (``SwiftTestRunner``); empty otherwise.
  var neverStarted: [String] = []
  /// For a run whose Swift Testing process ended before writing its results (a crash, an
  /// `exit`): how each test its console saw end did, by function name, once per test that
  /// ended under that name (``SwiftTestingConsoleParser/ended(in:)``).
  var consoleEnded: [String: [TestOutcome]] = [:]
  /// For such a run: the issues each test recorded before the process ended, when it did
  /// not end itself, by function name (``SwiftTestingConsoleParser/unendedIssues(in:)``).
  var consoleIssues: [String: [String]] = [:]

  init(
    outcomes: [String: TestOutcome] = [:], compileErrors: [CompileError] = [],
    timedOut: Bool = false, outputTail: String = ""
  ) {
    self.outcomes = outcomes
    self.compileErrors = compileErrors
    self.timedOut = timedOut
    self.outputTail = outputTail
  }

  var didCompile: Bool { compileErrors.isEmpty }

  /// One run from runs of the same tests in several time zones: a test failed or crashed
  /// when it did so in any zone (its message names that zone when another passed), and
  /// the run timed out or crashed when any did.
  static func merging(_ runs: [(zone: String, run: TestRun)]) -> TestRun {
    guard var merged = runs.first?.run else { return TestRun() }
    let tests = Set(runs.flatMap { $0.run.outcomes.keys })
    for test in tests {
      let seen = runs.compactMap { zone, run in run.outcomes[test].map { (zone, $0) } }
      guard let failing = seen.first(where: { !$0.1.isPassed }) else {
        merged.outcomes[test] = .passed
        continue
      }
      let passedElsewhere = seen.contains { $0.1.isPassed }
      merged.outcomes[test] = passedElsewhere ? failing.1.inZone(failing.0) : failing.1
    }
    if runs.count > 1 {
      merged.failingByZone = Dictionary(
        runs.map { ($0.zone, $0.run.failingTests) }, uniquingKeysWith: { $0.union($1) })
    }
    for (_, run) in runs.dropFirst() {
      merged.timedOut = merged.timedOut || run.timedOut
      merged.swiftTestingCrash = merged.swiftTestingCrash ?? run.swiftTestingCrash
      merged.hung.formUnion(run.hung)
      merged.finished.formUnion(run.finished)
    }
    return merged
  }

  /// This run with every test id passed through `rename`: outcomes, the finished, the
  /// hung and each zone's failures alike.
  func renamingTests(_ rename: (String) -> String) -> TestRun {
    var run = self
    run.outcomes = Dictionary(
      outcomes.map { (rename($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    run.finished = Set(finished.map(rename))
    run.hung = Set(hung.map(rename))
    run.failingByZone = failingByZone?.mapValues { Set($0.map(rename)) }
    return run
  }

  /// The last `lines` lines of a command's output: what a report shows of output the
  /// parsers did not understand.
  static func tail(_ output: String, lines: Int = 30) -> String {
    output.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines)
      .joined(separator: "\n")
  }

  /// Whether `id` (`Suite/test`) had started and not ended when this run stopped
  /// (``hung``, by XCTest id or Swift Testing function name).
  func didNotEnd(_ id: String) -> Bool {
    hung.contains(id) || hung.contains(WrittenTests.functionName(of: id))
  }

  /// For a run stopped by its time limit: the listed tests it stopped in, started and not
  /// ended; empty otherwise.
  var unended: [String] { timedOut ? neverStarted.filter(didNotEnd) : [] }

  /// The outcome of `test`; a test that did not appear is `.notRun`.
  func outcome(of test: String) -> TestOutcome {
    outcomes[test] ?? .notRun
  }

  /// This run with every test that started and never reported marked crashed, so that it
  /// counts as the red it is and is named where the learner looks: a Swift Testing crash
  /// is put on the tests among `tests` that were running when it came; a process that
  /// ended without a signal, not stopped by its timeout (`exit(0)` in a test or the code
  /// under test), on each test that had started, XCTest's by the ids the console gives and
  /// Swift Testing's among `tests`. A test that never started stays without an outcome.
  func attributingUnfinished(among tests: [String]) -> TestRun {
    // Named once from the package's own list: other names (the manifest's) may be tests
    // the package does not have (a fresh learner's fifteenth try, 12 row 39).
    if crashAttributedAmongListed { return self }
    var run = self
    let byFunction = Dictionary(grouping: tests, by: WrittenTests.functionName(of:))
    // Of two tests of one name, the one that trapped (a fresh learner's fifteenth try, 12
    // rows 20 and 22: a passing namesake was "crashed" too).
    let trapped = Set(
      swiftTestingCrash.map { crash in
        byFunction.values.filter { $0.count > 1 }.compactMap(crash.trapped(among:))
      } ?? [])
    // What the console saw end before the process died keeps its outcome. The console
    // does not name a test's suite: a name two suites share is read only when every test
    // of that name, but the one that trapped, ended the same way.
    for (function, outcomes) in consoleEnded {
      guard let ids = byFunction[function]?.filter({ !trapped.contains($0) }),
        ids.count == outcomes.count,
        let outcome = outcomes.first, outcomes.allSatisfy({ $0 == outcome })
      else { continue }
      for id in ids where run.outcomes[id] == nil { run.outcomes[id] = outcome }
    }
    if let crash = swiftTestingCrash {
      for test in trapped where run.outcomes[test] == nil {
        run.outcomes[test] = .crashed(message: crash.message)
      }
      for test in tests where run.outcomes[test] == nil && crash.wasRunning(test) {
        run.outcomes[test] = .crashed(message: crash.message(for: test))
      }
    }
    guard !timedOut, !hung.isEmpty else { return run.failingOnTheirIssues(byFunction) }
    let unfinished =
      hung.filter { $0.contains("/") && run.outcomes[$0] == nil }
      + tests.filter { run.outcomes[$0] == nil && didHang($0) }
    // One test running when the process ended is the one it ended in. Of several (Swift
    // Testing's, in parallel), the kit cannot tell which called `exit`: none is blamed
    // alone, none is a failure or a red of its own (a fresh learner's thirteenth try, 11
    // rows 44 to 47, 76 and 77).
    let ended = TestOutcome.crashed(
      message: Set(unfinished).count > 1
        ? "\(SwiftTestingCrash.besideACrash): the process ended (exit() in one of the "
          + "\(Set(unfinished).count) tests running, or in the code they ran) before it reported"
        : SwiftTestRunner.endedMidTest)
    for test in unfinished { run.outcomes[test] = ended }
    return run.failingOnTheirIssues(byFunction)
  }

  /// This run with each test that did not finish beside another's crash or `exit`, but had
  /// recorded issues (``consoleIssues``), failed with them: an issue fails its test. A name
  /// two tests share is left as it is: the console does not say whose the issues were.
  private func failingOnTheirIssues(_ byFunction: [String: [String]]) -> TestRun {
    var run = self
    for (function, issues) in consoleIssues {
      guard let ids = byFunction[function], ids.count == 1, let id = ids.first,
        run.outcome(of: id).isStoppedBeside
      else { continue }
      run.outcomes[id] = .failed(messages: issues)
    }
    return run
  }

  /// Whether `test` (`Suite/test_x`, `Suite/name()` or `` `Suite`/`raw name`() ``) is
  /// among ``hung``.
  func didHang(_ test: String) -> Bool {
    hung.contains(test) || hung.contains(WrittenTests.functionName(of: test))
  }

  var failingTests: Set<String> {
    Set(outcomes.filter { !$0.value.isPassed }.keys)
  }

  /// The tests that failed or crashed: ``failingTests`` but those that skipped themselves.
  /// A skip is never green, and never a red either: it checked nothing (a fresh learner's
  /// ninth try, 01 row 110: `XCTSkipIf` was a red before the stage, and would have caught
  /// a mistake by skipping).
  var failedTests: Set<String> {
    Set(
      outcomes.filter {
        if case .skipped = $0.value { return false }
        return !$0.value.isPassed
      }.keys)
  }
}

/// One `file:line:column: error: message` from the compiler.
struct CompileError: Codable, Equatable, Sendable, CustomStringConvertible {
  var file: String
  var line: Int
  var message: String

  init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  var description: String { "\(file):\(line): \(message)" }

  /// Whether this is Swift Testing refusing a `@Test` inside an XCTestCase class: the test
  /// is in the wrong place, with no code to write for it.
  var isTestInAnXCTestCase: Bool { message.contains("'Test' cannot be applied") }

  /// Whether the compiler is missing something the test names (a type, a member, an
  /// argument label): the amber of TDD, where the test asks for code not written yet. An
  /// ambiguity or an actor-isolation error is a mistake in the test, not that.
  var namesSomethingNew: Bool {
    // Apple's XCTest's own name, missing on Linux, is nothing the code could offer.
    ToolchainLimits.missingName(in: message) == nil
      && [
        "cannot find", "has no member", "no exact matches", "argument label", "missing argument",
        "extra argument", "has no accessible initializers",
      ].contains { message.contains($0) }
  }

  /// Whether the error is in the list of XCTest tests SwiftPM generates on Linux
  /// (`<Package>PackageDiscoveredTests.derived/`), not in a file anyone wrote: a test XCTest
  /// cannot list is the cause, never code still to write.
  var isInTheGeneratedTestList: Bool { file.contains("DiscoveredTests.derived/") }

  /// Whether the error is in a package's code (its `Sources/`), not in its tests: the
  /// learner's code does not compile, and no test is to blame.
  var isInTheCode: Bool { file.hasPrefix("Sources/") || file.contains("/Sources/") }
}
