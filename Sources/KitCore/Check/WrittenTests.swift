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
      let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let takesNoArguments = rest.dropFirst(name.count).hasPrefix("()")
      if underTestAttribute || (name.hasPrefix("test") && takesNoArguments) {
        names.append(String(name))
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

  /// The function's name in a test id: `countsOne` in `TallyTests/countsOne()`.
  static func functionName(of id: String) -> String {
    String((id.split(separator: "/").last ?? "").prefix { $0 != "(" })
  }
}
