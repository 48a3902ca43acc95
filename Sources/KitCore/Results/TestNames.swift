/// The names a test goes by in a run, when it may be named with a Swift 6.2 raw identifier
/// (`` @Test func `three (open) remain`() ``), measured with Swift 6.3.1 on Linux: its id
/// keeps the backticks (`` `Chore list`/`three (open) remain`() ``, in `swift test list`, a
/// test binary's `--list-tests` and the results file), and Swift Testing's console prints it
/// the way it prints a display name, in quotes and without them
/// (`◇ Test "three (open) remain" started.`). A raw identifier may hold spaces, brackets
/// and slashes, so none of them ends or splits a name inside backticks.
enum TestNames {
  /// `text` without its backticked parts: what is left to tell a line's shape by.
  static func outsideBackticks(_ text: some StringProtocol) -> String {
    var kept = ""
    var inside = false
    for character in text {
      if character == "`" {
        inside.toggle()
      } else if !inside {
        kept.append(character)
      }
    }
    return kept
  }

  /// Whether `line`, trimmed, is a test's id in a test list: `Module.Suite/test()`, or a
  /// free function's `Module.test()` (no suite, no slash; a raw identifier's gets its place,
  /// `` Module.`a test`()/File.swift:3:2 ``). No space outside backticks: a warning, a
  /// heading or SwiftPM's `Build complete! (0.2s)` has one.
  static func isListedID(_ line: some StringProtocol) -> Bool {
    let shape = outsideBackticks(line)
    guard !shape.isEmpty, !shape.contains(" ") else { return false }
    return shape.contains("/") || (shape.contains(".") && shape.hasSuffix(")"))
  }

  /// A listed Swift Testing id (``isListedID``), its `module.` prefix dropped, as a run's
  /// results name the test: a suite's member as it is (`Suite/name()`), a free function as
  /// its module and its name (`Module/name()`), without the place the listing gives some
  /// (`name()/File.swift:9:2`). A crash is then put on the id the results would have used.
  static func runID(ofListed listed: some StringProtocol, module: String) -> String {
    let id = String(listed)
    var inside = false
    var slashes: [String.Index] = []
    for index in id.indices {
      if id[index] == "`" { inside.toggle() }
      guard !inside, id[index] == "/" else { continue }
      let head = id[..<index]
      if head.hasSuffix(")") {
        return slashes.isEmpty ? "\(module)/\(head)" : nested(id[..<index], slashes)
      }
      slashes.append(index)
    }
    if slashes.isEmpty { return id.hasSuffix(")") ? "\(module)/\(id)" : String(id) }
    return nested(id[...], slashes)
  }

  /// `Outer/Inner/name()` as a results file names a test of a nested suite:
  /// `Outer.Inner/name()` (a fresh learner's eleventh try, 10 row 76).
  private static func nested(_ id: Substring, _ slashes: [String.Index]) -> String {
    var text = id
    for index in slashes.dropLast() { text.replaceSubrange(index...index, with: ".") }
    return String(text)
  }

  /// The function a name on Swift Testing's console stands for: `rejects` from
  /// `rejects(text:)`; a display name or a raw identifier (printed alike, in quotes) as it
  /// is, brackets and all: `three (open) remain` is no function `three `.
  static func function(ofConsoleName name: some StringProtocol) -> String {
    guard name.hasSuffix(")"), let open = name.firstIndex(of: "(") else { return String(name) }
    let head = name[..<open]
    return TestFileOutline.isPlainIdentifier(String(head)) ? String(head) : String(name)
  }
}
