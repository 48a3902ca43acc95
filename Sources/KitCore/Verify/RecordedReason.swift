/// The reason `kit verify --record` keeps for a red: the first line of its failure
/// message, cut before the first thing in it that differs between machines or runs.
///
/// Why this rule: the first line is the assertion's own words (`XCTAssertEqual failed:
/// ("1") is not equal to ("2")`, `Expectation failed: (count → 0) == 2`), the line a README
/// quotes and a learner reads; a second message is a second assertion, which a change of
/// the first would already show. What follows would make a recording made on one machine
/// stale on another, so it is left out:
///
/// - a crash's signal number (4 on Intel Linux, 5 on ARM): a crash keeps the runtime's
///   `Fatal error: …` words, or is just `crashed`;
/// - a memory address (`0x55d1…`, in an `ObjectIdentifier` or a class's description), an
///   absolute path (a scratch folder, a home folder) and a bench module's alias
///   (`<Module>_s3`, should one slip past the bench's renaming): the line stops before it.
///
/// Time zones need no rule: verify runs every trial in two fixed zones, and a note that a
/// test fails in only one of them names the zone. What is kept is always a part of the
/// message, so verify's check that the message contains it holds by construction.
enum RecordedReason {
  /// The reason for `outcome` of `test`, of `module`'s exercise; `nil` for a pass or a
  /// test that did not run.
  ///
  /// A parameterized test's cases (`rows(toDo:done:)`) run in parallel, so the order of
  /// their failures changes from run to run: its reason is the least of its cases' in
  /// sorting order, the same whichever ran first.
  static func of(_ outcome: TestOutcome, test: String, module: String) -> String? {
    switch outcome {
    case .passed, .notRun: return nil
    case .failed(let messages) where isParameterized(test) && !messages.isEmpty:
      return messages.map { reason(in: $0, module: module) }.min()
    default: return reason(in: outcome.message, module: module)
    }
  }

  /// A Swift Testing function with arguments: its id names their labels, `f(toDo:done:)`.
  private static func isParameterized(_ test: String) -> Bool {
    guard test.hasSuffix(":)"), let open = test.lastIndex(of: "(") else { return false }
    return test[open...].contains(":")
  }

  /// The first line of `message`, without a crash's signal number, cut before what
  /// differs between machines or runs.
  private static func reason(in message: String, module: String) -> String {
    let lines = message.split(separator: "\n")
    var line = lines.first { !$0.allSatisfy(\.isWhitespace) } ?? ""
    if line.hasPrefix("crashed (signal "), let close = line.firstIndex(of: ")") {
      let rest = line[line.index(after: close)...]
      line = rest.hasPrefix(": ") ? rest.dropFirst(2) : "crashed"
    }
    let cut = [address(in: line), absolutePath(in: line), line.range(of: "\(module)_")?.lowerBound]
      .compactMap { $0 }.min()
    let kept = cut.map { line[..<$0] } ?? line
    return String(kept.reversed().drop(while: \.isWhitespace).reversed())
  }

  /// Where `0x` and a hex digit begin an address.
  private static func address(in line: Substring) -> Substring.Index? {
    var index = line.startIndex
    while let found = line[index...].range(of: "0x") {
      if line[found.upperBound...].first?.isHexDigit == true { return found.lowerBound }
      index = found.upperBound
    }
    return nil
  }

  /// Where a `/` begins a word followed by another `/`: `/tmp/…`, `"/home/…`, `(/Users/…`.
  private static func absolutePath(in line: Substring) -> Substring.Index? {
    for index in line.indices where line[index] == "/" {
      if index != line.startIndex, !" \"'(=:[".contains(line[line.index(before: index)]) {
        continue
      }
      let word = line[line.index(after: index)...].prefix { !$0.isWhitespace && $0 != "\"" }
        .drop { $0 == "/" }
      if let slash = word.firstIndex(of: "/"), slash != word.startIndex { return index }
    }
    return nil
  }
}
