/// Reads what XCTest prints: which tests passed and failed, the assertion messages of
/// failed tests, and the tests whose process crashed under `swift test --parallel`.
public enum XCTestConsoleParser {
  /// What the `Test Case '…'` lines say: each ended test by id (`Suite/test`) with
  /// whether it passed, the skipped tests with the reason `XCTSkip` gave, and the tests that
  /// started but never ended (the process died or was stopped in them). Reads Linux's
  /// `'Suite.test'` and macOS's `'-[Module.Suite test]'`.
  public static func results(in output: String) -> (
    passed: [String: Bool], unfinished: [String], skipped: [String: String]
  ) {
    var passed: [String: Bool] = [:]
    var skipped: [String: String] = [:]
    var started: [String] = []
    let reasons = skipReasons(in: output)
    for line in output.split(separator: "\n") {
      guard let open = line.range(of: "Test Case '") else { continue }
      let rest = line[open.upperBound...]
      guard let close = rest.firstIndex(of: "'"), let id = testID(rest[..<close]) else { continue }
      let verdict = rest[rest.index(after: close)...]
      if verdict.hasPrefix(" started") {
        started.append(id)
      } else if verdict.hasPrefix(" passed") || verdict.hasPrefix(" failed") {
        passed[id] = verdict.hasPrefix(" passed")
      } else if verdict.hasPrefix(" skipped") {
        skipped[id] = reasons[id] ?? ""
      }
    }
    return (passed, started.filter { passed[$0] == nil && skipped[$0] == nil }, skipped)
  }

  /// `XCTSkip`'s reasons by test id, from `/p/X.swift:4: Suite.test : Test skipped - later`.
  private static func skipReasons(in output: String) -> [String: String] {
    var reasons: [String: String] = [:]
    for line in output.split(separator: "\n") {
      guard let marker = line.range(of: " : Test skipped") else { continue }
      let name = line[..<marker.lowerBound].split(separator: " ").last ?? ""
      guard let dot = name.lastIndex(of: ".") else { continue }
      let id = "\(name[..<dot])/\(name[name.index(after: dot)...])"
      let rest = line[marker.upperBound...]
      reasons[id] = rest.hasPrefix(" - ") ? String(rest.dropFirst(3)) : ""
    }
    return reasons
  }

  /// `Suite/test` from `Suite.test` or `-[Module.Suite test]`.
  private static func testID(_ name: Substring) -> String? {
    if name.hasPrefix("-["), name.hasSuffix("]") {
      let parts = name.dropFirst(2).dropLast().split(separator: " ")
      guard parts.count == 2 else { return nil }
      return "\(parts[0].split(separator: ".").last ?? parts[0])/\(parts[1])"
    }
    guard let dot = name.lastIndex(of: "."), !name.contains(" ") else { return nil }
    return "\(name[..<dot])/\(name[name.index(after: dot)...])"
  }

  /// Failure messages by test id, from lines like
  /// `/path/File.swift:12: error: Suite.test_name : XCTAssertEqual failed: ("1") is not equal to ("2") - `.
  public static func failureMessages(in output: String) -> [String: [String]] {
    var messages: [String: [String]] = [:]
    for line in output.split(separator: "\n") {
      guard let marker = line.range(of: ": error: ") else { continue }
      let rest = line[marker.upperBound...]
      guard let separator = rest.range(of: " : ") else { continue }
      let name = rest[..<separator.lowerBound]
      guard let dot = name.lastIndex(of: "."), !name.contains(" ") else { continue }
      let id = "\(name[..<dot])/\(name[name.index(after: dot)...])"
      var message = String(rest[separator.upperBound...])
      if message.hasSuffix(" - ") { message.removeLast(3) }
      messages[id, default: []].append(message)
    }
    return messages
  }

  /// Crashed tests by id, from SwiftPM's
  /// `error: Process '… Module.Suite/test' exited with unexpected signal code 4`,
  /// with the runtime's `Fatal error: …` line when one was printed.
  public static func crashes(in output: String, module: String) -> [String: String] {
    var crashes: [String: String] = [:]
    let lines = output.split(separator: "\n").map(String.init)
    let prefix = "\(module)."
    for line in lines where line.contains("exited with unexpected signal code") {
      guard let start = line.range(of: " \(prefix)") else { continue }
      let afterPrefix = line[start.upperBound...]
      guard let end = afterPrefix.firstIndex(of: "'") else { continue }
      let id = String(afterPrefix[..<end])
      let signal = line.components(separatedBy: "signal code ").last ?? "?"
      crashes[id] = "crashed (signal \(signal))" + fatalError(for: id, in: lines)
    }
    return crashes
  }

  /// Tests SwiftPM reported as done with `[2/3] Testing Module.Suite/test`; under
  /// `--parallel` the line comes when a test's process ends, not when it starts.
  public static func finishedTests(in output: String, module: String) -> Set<String> {
    var finished: Set<String> = []
    for line in output.split(separator: "\n") where line.hasPrefix("[") {
      guard let marker = line.range(of: "] Testing \(module).") else { continue }
      var id = String(line[marker.upperBound...])
      while id.last?.isWhitespace == true { id.removeLast() }
      finished.insert(id)
    }
    return finished
  }

  /// The `Fatal error: …` printed after `Test Case 'Suite.test' started`, if any.
  private static func fatalError(for id: String, in lines: [String]) -> String {
    let name = id.replacingOccurrences(of: "/", with: ".")
    guard let start = lines.firstIndex(where: { $0.contains("Test Case '\(name)' started") }) else {
      return ""
    }
    for line in lines[start...] {
      if let range = line.range(of: "Fatal error: ") ?? line.range(of: "Precondition failed: ") {
        return ": " + line[range.lowerBound...]
      }
    }
    return ""
  }
}
