/// Reads what Swift Testing prints when its process dies in the middle of a run.
///
/// Swift Testing runs every test in one process, so a trap in one test stops them all and
/// leaves no results file; its console still says which tests had started
/// (`◇ Test answerIsPositive() started.`, or by display name: `◇ Test "Saves" started.`)
/// and which had ended, and SwiftPM says the process `exited with unexpected signal code 4`.
enum SwiftTestingConsoleParser {
  /// The crash, with the tests still running when it came; `nil` when Swift Testing's
  /// process did not crash.
  static func crash(in output: String) -> SwiftTestingCrash? {
    guard let signal = crashSignal(in: output) else { return nil }
    var started = false
    var fatal = ""
    for line in output.split(separator: "\n") {
      if testName(line, after: "◇ Test ") != nil { started = true }
      if started, fatal.isEmpty, let range = line.range(of: "Fatal error: ") {
        fatal = ": " + line[range.lowerBound...]
      }
    }
    return SwiftTestingCrash(
      message: "crashed (signal \(signal))\(fatal)", runningTests: running(in: output),
      crashedThread: crashedThread(in: output))
  }

  /// The frames of the thread the backtrace says crashed (`Thread 1 "…" crashed:` up to
  /// the next thread), which name the test that trapped; empty without a backtrace.
  static func crashedThread(in output: String) -> String {
    var frames: [Substring] = []
    var inside = false
    for line in output.split(separator: "\n") {
      if line.hasPrefix("Thread ") {
        inside = line.hasSuffix(" crashed:")
      } else if inside {
        frames.append(line)
      }
    }
    // A raw identifier's spaces come as no-break spaces (`` `every\u{A0}done\u{A0}row`() ``):
    // as written, they name the test (a fresh learner's sixteenth try, 03 rows 86 and 88).
    return frames.joined(separator: "\n").replacingOccurrences(of: "\u{A0}", with: " ")
  }

  /// The signal that ended Swift Testing's process, if one did. SwiftPM 6 names the
  /// process (`… --testing-library swift-testing' exited with unexpected signal code 4`,
  /// run directly on Linux and through `swiftpm-testing-helper` on macOS); SwiftPM 5 says
  /// only `Exited with unexpected signal code 4`, which is Swift Testing's once its run
  /// has started (XCTest runs first).
  private static func crashSignal(in output: String) -> Substring? {
    let marker = "--testing-library swift-testing' exited with unexpected signal code "
    if let found = output.range(of: marker) {
      return output[found.upperBound...].prefix { $0.isNumber }
    }
    guard let started = output.range(of: "◇ Test run started.") else { return nil }
    let older = "error: Exited with unexpected signal code "
    guard let found = output[started.upperBound...].range(of: older) else { return nil }
    return output[found.upperBound...].prefix { $0.isNumber }
  }

  /// The tests that had started and not ended when the output stops, as the console
  /// names them (display names without quotes, or functions).
  static func running(in output: String) -> [String] {
    var started: [String] = []
    for line in output.split(separator: "\n") {
      if let name = testName(line, after: "◇ Test "), line.hasSuffix(" started.") {
        started.append(name)
      }
    }
    var ended = Dictionary(grouping: ended(in: output).map(\.name), by: { $0 }).mapValues(\.count)
    // A name two suites share ends once for each: only as many ends as starts count.
    return started.filter { name in
      guard let count = ended[name], count > 0 else { return true }
      ended[name] = count - 1
      return false
    }
  }

  /// The tests the console saw end, by console name: passed, or failed with the issues it
  /// recorded (`✘ Test x() recorded an issue at File.swift:20:5: Expectation failed: …`).
  /// When the process dies, these are all that is left of their results (a fresh learner's
  /// fourteenth try, 09 rows 10 and 11: four tests that had passed "did not run").
  static func ended(in output: String) -> [(name: String, outcome: TestOutcome)] {
    read(output).ended
  }

  /// The issues of the tests that recorded some and never ended, by console name: they
  /// failed, though another test's crash or `exit` stopped them (a fresh learner's
  /// sixteenth try, 12 row 72).
  static func unendedIssues(in output: String) -> [String: [String]] {
    read(output).unended
  }

  /// The tests the console saw end, and the issues of those that did not.
  private static func read(_ output: String) -> (
    ended: [(name: String, outcome: TestOutcome)], unended: [String: [String]]
  ) {
    var issues: [String: [String]] = [:]
    var ended: [(name: String, outcome: TestOutcome)] = []
    for line in output.split(separator: "\n") {
      // `✔` passed, `✘` failed, and `━` passed with a known issue (a fresh learner's
      // eleventh try, 10 row 76); macOS draws other symbols: any but `◇` ends a test.
      guard let symbol = line.first, symbol != "◇",
        let name = testName(line.dropFirst(), after: " Test ")
      else { continue }
      // `recorded an issue at File.swift:20:5: …`, or, for one case of a parameterized
      // test, `recorded an issue with 1 argument x → 0 at File.swift:20:5: …`.
      if let issue = line.range(of: " recorded an issue ") {
        let place = line[issue.upperBound...]
        let message = place.range(of: ": ").map { place[$0.upperBound...] } ?? place
        issues[name, default: []].append(String(message))
      } else if let verb = endVerb(line, name: name) {
        ended.append((name, verb == "passed" ? .passed : .failed(messages: issues[name] ?? [])))
        issues[name] = nil
      }
    }
    return (ended, issues)
  }

  /// `passed` or `failed` when `line` ends the test `name`: `Test x() passed after …`,
  /// `Test "x" failed after …`, or, parameterized, `Test x(y:) with 2 test cases passed
  /// after …` (a fresh learner's fourteenth try, 12 row 72).
  private static func endVerb(_ line: Substring, name: String) -> String? {
    guard let found = line.range(of: name) else { return nil }
    var rest = line[found.upperBound...]
    if rest.hasPrefix("\"") { rest = rest.dropFirst() }
    if rest.hasPrefix(" with "), let cases = rest.range(of: " test case") {
      rest = rest[cases.upperBound...]
      if rest.hasPrefix("s") { rest = rest.dropFirst() }
    }
    for verb in ["passed", "failed"] where rest.hasPrefix(" \(verb) after ") { return verb }
    return nil
  }

  /// The test's name after `start`: a display name without its quotes, or a function
  /// (`◇ Test run started.` is about the whole run).
  private static func testName(_ line: Substring, after start: String) -> String? {
    guard line.hasPrefix(start) else { return nil }
    let rest = line.dropFirst(start.count)
    if rest.hasPrefix("\"") {
      let name = rest.dropFirst()
      guard let close = name.range(of: "\" ") else { return nil }
      return String(name[..<close.lowerBound])
    }
    guard let stop = rest.firstIndex(of: " "), rest[..<stop].contains("(") else { return nil }
    return String(rest[..<stop])
  }

  /// Function names by display name, from a test file's `@Test("Saves the item") func saves`:
  /// the console names a test only by its display name. The attribute may span lines.
  static func functionsByDisplayName(in source: String) -> [String: String] {
    var functions: [String: String] = [:]
    var underTest = false
    var displayName: String?
    for line in source.split(separator: "\n") {
      let code = line.trimmingPrefix { $0 == " " || $0 == "\t" }
      if code.hasPrefix("//") { continue }
      if let attribute = code.range(of: "@Test") {
        underTest = true
        displayName = nil
        let after = code[attribute.upperBound...]
        if after.hasPrefix("(") { displayName = firstString(in: after) }
      } else if underTest, displayName == nil, !code.contains("func ") {
        displayName = firstString(in: code)
      }
      guard underTest, let keyword = code.firstRange(of: "func ") else { continue }
      let name = WrittenTests.spelling(at: code[keyword.upperBound...])
      if let displayName { functions[displayName] = TestFileOutline.plainName(String(name)) }
      underTest = false
      displayName = nil
    }
    return functions
  }

  /// The first string literal in `text`, without its quotes.
  private static func firstString(in text: Substring) -> String? {
    guard let open = text.firstIndex(of: "\"") else { return nil }
    let rest = text[text.index(after: open)...]
    guard let close = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<close])
  }
}

/// A Swift Testing process that died mid-run.
struct SwiftTestingCrash: Equatable, Sendable {
  /// `crashed (signal 4): Fatal error: Index out of range`.
  var message: String
  /// The tests that had started and not ended, as Swift Testing names them
  /// (`answerIsPositive()`): one of them caused the crash.
  var runningTests: [String]
  /// How a test that was running beside the one that crashed is told it did not finish.
  static let besideACrash = "did not finish"
  /// The crashed thread's frames (``SwiftTestingConsoleParser/crashedThread(in:)``).
  var crashedThread = ""

  /// This crash with display names turned into the functions they name (`functions`,
  /// from ``SwiftTestingConsoleParser/functionsByDisplayName(in:)``).
  func naming(_ functions: [String: String]) -> SwiftTestingCrash {
    SwiftTestingCrash(
      message: message, runningTests: runningTests.map { functions[$0] ?? $0 },
      crashedThread: crashedThread)
  }

  /// The functions of the running tests that the crashed thread's frames name: the ones
  /// that trapped, where Swift Testing ran several side by side. Empty when the frames
  /// name none (no backtrace): then any of them may have.
  var culprits: [String] {
    runningTests.map { TestNames.function(ofConsoleName: $0) }.filter { function in
      // A raw identifier's frame keeps its backticks: `` RTests.`three remain`() + 185 ``
      // (a fresh learner's tenth try, 12 row 86).
      if crashedThread.contains("`\(function)`(") { return true }
      var rest = Substring(crashedThread)
      while let found = rest.range(of: function + "(") {
        let before = rest[..<found.lowerBound].last
        if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
        rest = rest[found.upperBound...]
      }
      return false
    }
  }

  /// Of `namesakes`, tests of one function in several suites (`Outer.Inner/name()`), the
  /// one whose suite the crashed thread's frames name (`Outer.Inner.name(`), if just one is.
  func trapped(among namesakes: [String]) -> String? {
    let named = namesakes.filter { id in
      let suite = id.split(separator: "/").dropLast().joined(separator: ".")
      return !suite.isEmpty
        && crashedThread.contains("\(suite).\(WrittenTests.functionName(of: id))(")
    }
    return named.count == 1 ? named[0] : nil
  }

  /// What the test `id`, running when the process died, is told: the crash, or, when the
  /// backtrace names other tests, that it did not finish beside them.
  func message(for id: String) -> String {
    let culprits = culprits
    guard !culprits.isEmpty, !culprits.contains(WrittenTests.functionName(of: id)) else {
      return message
    }
    let named = culprits.map { TestFileOutline.isPlainIdentifier($0) ? "\($0)()" : "`\($0)`()" }
    return Self.besideACrash + ": the process crashed in " + named.joined(separator: ", ")
      + ", beside it"
  }

  /// Whether the test `id` (`Suite/function()`, or `` `Suite`/`raw name`() ``) was
  /// running when the process died.
  func wasRunning(_ id: String) -> Bool {
    let function = WrittenTests.functionName(of: id)
    return runningTests.contains { TestNames.function(ofConsoleName: $0) == function }
  }
}
