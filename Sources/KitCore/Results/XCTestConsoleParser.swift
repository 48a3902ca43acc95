/// Reads what XCTest prints: which tests passed and failed, the assertion messages of
/// failed tests, and the tests whose process crashed under `swift test --parallel`, in
/// Linux's words (`Suite.test`) and in macOS's (`-[Module.Suite test]`).
enum XCTestConsoleParser {
  /// What the `Test Case '…'` lines say: each ended test by id (`Suite/test`) with
  /// whether it passed, the skipped tests with the reason `XCTSkip` gave, and the tests that
  /// started but never ended (the process died or was stopped in them). Reads Linux's
  /// `'Suite.test'` and macOS's `'-[Module.Suite test]'`.
  static func results(in output: String) -> (
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
        // A test ends once: a failure stands against a pass a test's output prints for it
        // afterwards (a fresh learner's ninth try, 03 row 131).
        passed[id] = passed[id] != false && verdict.hasPrefix(" passed")
      } else if verdict.hasPrefix(" skipped") {
        skipped[id] = reasons[id] ?? ""
      }
    }
    return (passed, started.filter { passed[$0] == nil && skipped[$0] == nil }, skipped)
  }

  /// `XCTSkip`'s reasons by test id, from `/p/X.swift:4: Suite.test : Test skipped - later`
  /// (Linux) or `/p/X.swift:4: -[Module.Suite test] : Test skipped - later` (macOS).
  private static func skipReasons(in output: String) -> [String: String] {
    var reasons: [String: String] = [:]
    for line in output.split(separator: "\n") {
      guard let marker = line.range(of: " : Test skipped"),
        let id = testID(testName(before: marker.lowerBound, in: line))
      else { continue }
      let rest = line[marker.upperBound...]
      reasons[id] = rest.hasPrefix(" - ") ? String(rest.dropFirst(3)) : ""
    }
    return reasons
  }

  /// The test's name that ends at `end` in `line`: the last word (`Suite.test`), or the
  /// bracketed `-[Module.Suite test]`, which has a space in it.
  private static func testName(before end: Substring.Index, in line: Substring) -> Substring {
    let head = line[..<end]
    if head.hasSuffix("]"), let open = head.range(of: "-[", options: .backwards) {
      return head[open.lowerBound...]
    }
    return head.split(separator: " ").last ?? ""
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
  /// `/path/File.swift:12: error: Suite.test_name : XCTAssertEqual failed: ("1") is not equal to ("2") - `
  /// (Linux) or `… error: -[Module.Suite test_name] : XCTAssertEqual failed: …` (macOS).
  static func failureMessages(in output: String) -> [String: [String]] {
    var messages: [String: [String]] = [:]
    for line in output.split(separator: "\n") {
      guard let marker = line.range(of: ": error: ") else { continue }
      let rest = line[marker.upperBound...]
      guard let separator = rest.range(of: " : "),
        let id = testID(rest[..<separator.lowerBound])
      else { continue }
      var message = String(rest[separator.upperBound...])
      if message.hasSuffix(" - ") { message.removeLast(3) }
      messages[id, default: []].append(message)
    }
    return messages
  }

  /// Crashed tests by id, with the runtime's `Fatal error: …` line when one was printed.
  /// SwiftPM 6 names the test's process: `error: Process '<bundle> Module.Suite/test'
  /// exited with unexpected signal code 4` on Linux, `'<xctest> -XCTest Module.Suite/test
  /// <bundle>'` on macOS. SwiftPM 5 says only `error: Exited with unexpected signal code
  /// 4`, in the crashed test's own output: the test is the one that started there and
  /// never ended.
  static func crashes(in output: String, module: String) -> [String: String] {
    var crashes: [String: String] = [:]
    let lines = output.split(separator: "\n").map(String.init)
    let prefix = "\(module)."
    var running: [String] = []
    for line in lines {
      if let open = line.range(of: "Test Case '") {
        let rest = line[open.upperBound...]
        if let close = rest.firstIndex(of: "'"), let id = testID(rest[..<close]) {
          if rest[close...].hasPrefix("' started") {
            running.append(id)
          } else {
            running.removeAll { $0 == id }
          }
        }
      }
      guard let code = line.range(of: "xited with unexpected signal code ") else { continue }
      let signal = line[code.upperBound...].prefix { $0.isNumber }
      var id: String?
      if let start = line.range(of: " \(prefix)") {
        id = String(line[start.upperBound...].prefix { $0 != "'" && $0 != " " })
      } else if line.contains("error: Exited with unexpected signal code") {
        id = running.last
      }
      guard let id, id.contains("/") else { continue }
      crashes[id] = "crashed (signal \(signal))" + fatalError(for: id, in: lines)
    }
    return crashes
  }

  /// Tests SwiftPM reported as done with `[2/3] Testing Module.Suite/test`; under
  /// `--parallel` the line comes when a test's process ends, not when it starts.
  static func finishedTests(in output: String, module: String) -> Set<String> {
    var finished: Set<String> = []
    for line in output.split(separator: "\n") where line.hasPrefix("[") {
      guard let marker = line.range(of: "] Testing \(module).") else { continue }
      var id = String(line[marker.upperBound...])
      while id.last?.isWhitespace == true { id.removeLast() }
      finished.insert(id)
    }
    return finished
  }

  /// The `Fatal error: …` printed after the test's `Test Case '…' started` line (in
  /// Linux's or macOS's form), if any.
  private static func fatalError(for id: String, in lines: [String]) -> String {
    guard
      let start = lines.firstIndex(where: { line in
        guard let open = line.range(of: "Test Case '") else { return false }
        let rest = line[open.upperBound...]
        guard let close = rest.firstIndex(of: "'") else { return false }
        return testID(rest[..<close]) == id && rest[close...].hasPrefix("' started")
      })
    else { return "" }
    for line in lines[start...] {
      if let range = line.range(of: "Fatal error: ") ?? line.range(of: "Precondition failed: ") {
        return ": " + line[range.lowerBound...]
      }
    }
    return ""
  }
}
