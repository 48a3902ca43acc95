import Foundation

/// `swift test` at the kit's root: the tests of `ToDo`, `ListKit`, `TestDoubles` and the
/// runner, and every exercise's solution compiled against its tests. `kit verify` runs
/// them first, since a broken library breaks every exercise built on it.
struct RootTests {
  let root: URL

  struct Outcome: Equatable {
    var passed: Bool
    /// One line: how many tests of each framework ran, or what went wrong.
    var summary: String
  }

  func run(timeout: Duration) throws -> Outcome {
    let result = try ProcessRunner.run(["swift", "test"], in: root, timeout: timeout)
    if result.timedOut { return Outcome(passed: false, summary: "stopped after \(timeout)") }
    return Self.outcome(exitCode: result.exitCode, output: result.output)
  }

  /// Reads XCTest's last `Executed N tests, with F failures` and Swift Testing's
  /// `Test run with N tests … passed|failed` lines.
  static func outcome(exitCode: Int32, output: String) -> Outcome {
    let lines = output.split(separator: "\n")
    var parts: [String] = []
    if let xctest = lines.last(where: { $0.contains("Executed ") && $0.contains(" tests, with ") })
    {
      let counts = xctest.split(separator: " ").compactMap { Int($0) }
      if counts.count >= 2 { parts.append("XCTest: \(counts[0]) tests, \(counts[1]) failures") }
    }
    if let testing = lines.last(where: { $0.contains("Test run with ") }),
      let range = testing.range(of: "Test run with ")
    {
      let rest = testing[range.upperBound...]
      let count = rest.prefix { $0.isNumber }
      parts.append(
        "Swift Testing: \(count) tests " + (rest.contains(" passed ") ? "passed" : "failed"))
    }
    if exitCode == 0 { return Outcome(passed: true, summary: parts.joined(separator: "; ")) }
    let tail = lines.suffix(15).joined(separator: "\n")
    return Outcome(
      passed: false,
      summary: (parts.isEmpty ? "swift test failed" : parts.joined(separator: "; ")) + "\n" + tail)
  }
}
