/// Reads what Swift Testing prints when its process dies in the middle of a run.
///
/// Swift Testing runs every test in one process, so a trap in one test stops them all and
/// leaves no results file; its console still says which tests had started
/// (`◇ Test answerIsPositive() started.`) and which had ended, and SwiftPM says the
/// process `exited with unexpected signal code 4`.
public enum SwiftTestingConsoleParser {
  /// The crash, with the tests still running when it came; `nil` when Swift Testing's
  /// process did not crash.
  public static func crash(in output: String) -> SwiftTestingCrash? {
    let marker = "--testing-library swift-testing' exited with unexpected signal code "
    guard let found = output.range(of: marker) else { return nil }
    let signal = output[found.upperBound...].prefix { $0.isNumber }
    var started: [String] = []
    var ended: Set<String> = []
    var fatal = ""
    for line in output.split(separator: "\n") {
      if let name = between(line, "◇ Test ", " started.") {
        started.append(name)
      } else if line.contains(" after "),
        let name = between(line, "✔ Test ", " ") ?? between(line, "✘ Test ", " ")
      {
        ended.insert(name)
      } else if !started.isEmpty, fatal.isEmpty, let range = line.range(of: "Fatal error: ") {
        fatal = ": " + line[range.lowerBound...]
      }
    }
    return SwiftTestingCrash(
      message: "crashed (signal \(signal))\(fatal)",
      runningTests: started.filter { !ended.contains($0) })
  }

  private static func between(_ line: Substring, _ start: String, _ end: String) -> String? {
    guard line.hasPrefix(start) else { return nil }
    let rest = line.dropFirst(start.count)
    guard let stop = rest.range(of: end) else { return nil }
    return String(rest[..<stop.lowerBound])
  }
}

/// A Swift Testing process that died mid-run.
public struct SwiftTestingCrash: Equatable, Sendable {
  /// `crashed (signal 4): Fatal error: Index out of range`.
  public var message: String
  /// The tests that had started and not ended, as Swift Testing names them
  /// (`answerIsPositive()`): one of them caused the crash.
  public var runningTests: [String]

  public init(message: String, runningTests: [String]) {
    self.message = message
    self.runningTests = runningTests
  }

  /// Whether the test `id` (`Suite/function()`) was running when the process died.
  public func wasRunning(_ id: String) -> Bool {
    let function = id.split(separator: "/").last.map(String.init) ?? id
    return runningTests.contains(function)
  }
}
