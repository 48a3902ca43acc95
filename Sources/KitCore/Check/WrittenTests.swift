/// Finds the tests a learner wrote in one file, for write-the-test stages: the manifest
/// cannot name tests that do not exist yet, only the file they go in.
enum WrittenTests {
  /// The names of the test functions declared in `source`: XCTest's `func test…()` and
  /// any function under Swift Testing's `@Test`. Commented-out lines do not count.
  static func declared(in source: String) -> [String] {
    var names: [String] = []
    var underTestAttribute = false
    for line in source.split(separator: "\n") {
      let code = line.trimmingPrefix { $0 == " " || $0 == "\t" }
      if code.hasPrefix("//") { continue }
      if code.contains("@Test") { underTestAttribute = true }
      guard let keyword = code.firstRange(of: "func ") else { continue }
      let rest = code[keyword.upperBound...]
      let spelt = spelling(at: rest)
      let name = TestFileOutline.plainName(String(spelt))
      let takesNoArguments = rest.dropFirst(spelt.count).hasPrefix("()")
      if underTestAttribute || (name.hasPrefix("test") && takesNoArguments) {
        names.append(name)
      }
      underTestAttribute = false
    }
    return names
  }

  /// The ids in `outcomes` whose function is one of `names`: `Suite/test_x` for XCTest,
  /// `Suite/name()` or `Suite/name(value:)` for Swift Testing.
  static func ids(named names: [String], in outcomes: [String: TestOutcome]) -> [String] {
    let wanted = Set(names)
    return outcomes.keys.filter { wanted.contains(functionName(of: $0)) }.sorted()
  }

  /// The innermost type an id names (`Outer/Inner/test()` or `Module.Inner/test()` as
  /// `Inner`), without backticks; `nil` for a free function's id.
  private static func suiteName(of id: String) -> String? {
    id.split(separator: "/").dropLast().last.map(innermostType)
  }

  /// Whether `declared`, the type a test is declared in (`Outer.Inner` for an extension),
  /// is the suite the run's `id` names.
  static func isDeclared(in declared: String?, as id: String) -> Bool {
    declared.map { innermostType($0[...]) } == suiteName(of: id)
  }

  /// `Outer.Inner` as `Inner`, without backticks.
  private static func innermostType(_ name: Substring) -> String {
    String(name.split(separator: ".").last ?? name).trimmingCharacters(in: ["`"])
  }

  /// The function's name in a test id: `countsOne` in `TallyTests/countsOne()`, and
  /// `three remain` in `` `Chore list`/`three remain`() `` (a raw identifier, whose
  /// backticks may hold a bracket or a slash).
  static func functionName(of id: String) -> String {
    var head = Substring(id)
    if head.hasSuffix(")"), let open = head.lastIndex(of: "(") { head = head[..<open] }
    if head.hasSuffix("`"), let open = head.dropLast().lastIndex(of: "`") {
      return String(head[head.index(after: open)..<head.index(before: head.endIndex)])
    }
    return String((id.split(separator: "/").last ?? "").prefix { $0 != "(" })
  }

  /// The name `text` starts with, as written: a raw identifier (`` `three remain` ``) with
  /// its backticks, or a plain one.
  static func spelling(at text: Substring) -> Substring {
    rawName(at: text) ?? text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// The raw identifier (`` `three remain` ``) `text` starts with, backticks and all.
  private static func rawName(at text: Substring) -> Substring? {
    guard text.hasPrefix("`"), let close = text.dropFirst().firstIndex(of: "`") else {
      return nil
    }
    return text[...close]
  }
}
