import Foundation

/// The literals a test spells out, of one kind: the examples an example chaff
/// (``Mutant/example``) fakes.
///
/// A fake-it step hard-codes the one example a test gives, so the chaff that stands for
/// it must answer the learner's own example, not the kit's. Literals on lines that assert
/// (`XCTAssert…`, `#expect`, `#require`, `==`) come first: they are the likeliest expected
/// values. A literal that is not an expected value (a message, an index) makes a chaff the
/// test catches at once, which costs a trial and says nothing false.
enum ExampleLiterals {
  /// At most `limit` distinct literals of `kind` in `source`'s code, as the source spells
  /// them: a string's characters between its quotes (escapes as written; none with an
  /// interpolation), a number's digits. With `context` (the whole file as the trial
  /// compiles it), also the values `source` names (``NamedValues``): a constant's literal,
  /// a list's count, each where the line that names it stands.
  static func find(
    _ kind: ExampleKind, in source: String, context: String? = nil, limit: Int = 6
  ) -> [String] {
    let mask = SwiftCodeMask(source)
    let named = context.map { NamedValues($0 + "\n" + source) }
    var asserting: [String] = []
    var others: [String] = []
    for line in mask.lines.indices {
      let code = String(mask.code(line: line))
      var found = kind == .string ? strings(line: line, in: mask) : numbers(in: code)
      found += named?.values(kind, namedIn: String(mask.lines[line])) ?? []
      let assertsHere = ["XCTAssert", "#expect", "#require", "=="].contains {
        code.contains($0)
      }
      if assertsHere { asserting += found } else { others += found }
    }
    var seen: Set<String> = []
    return (asserting + others).filter { seen.insert($0).inserted }.prefix(limit).map { $0 }
  }

  /// The single-line string literals of `line`, without their quotes.
  private static func strings(line: Int, in mask: SwiftCodeMask) -> [String] {
    let characters = mask.lines[line]
    let kinds = mask.kinds[line]
    var found: [String] = []
    var index = 0
    while index < characters.count {
      guard kinds[index] == .string, characters[index] == "\"",
        index == 0 || kinds[index - 1] != .string
      else {
        index += 1
        continue
      }
      var end = index + 1
      while end < characters.count && kinds[end] == .string { end += 1 }
      let literal = String(characters[index..<end])
      if literal.count >= 2, literal.hasSuffix("\""), !literal.hasPrefix("\"\"\""),
        !literal.contains("\\("), !isDisplayName(line: line, at: index, in: mask)
      {
        let content = String(literal.dropFirst().dropLast())
        if !content.isEmpty { found.append(content) }
      }
      index = end
    }
    return found
  }

  /// Whether the string literal at `index` of `line` is a test's or a suite's display name:
  /// the first argument of `@Test(` or `@Suite(`, on its line or the one before. No code
  /// answers it, so a chaff faking it would only pad the count of mistakes caught.
  private static func isDisplayName(line: Int, at index: Int, in mask: SwiftCodeMask) -> Bool {
    var before = String(mask.code(line: line).prefix(index)).trimmingCharacters(in: .whitespaces)
    if before.isEmpty, line > 0 {
      before = String(mask.code(line: line - 1)).trimmingCharacters(in: .whitespaces)
    }
    return before.hasSuffix("@Test(") || before.hasSuffix("@Suite(")
  }

  /// Whether the number starting at `index` has a unary minus: a `-` right before it, after
  /// an opening bracket, a comma, a colon, an operator or the line's start, not an operand.
  private static func isNegated(at index: Int, in characters: [Character]) -> Bool {
    guard index > 0, characters[index - 1] == "-" else { return false }
    var before = index - 2
    while before >= 0 && characters[before] == " " { before -= 1 }
    guard before >= 0 else { return true }
    return "([,:=<>!&|?{".contains(characters[before])
  }

  /// The integer and decimal literals of a line's code.
  private static func numbers(in code: String) -> [String] {
    let characters = Array(code)
    var found: [String] = []
    var index = 0
    var inBackticks = false
    while index < characters.count {
      if characters[index] == "`" { inBackticks.toggle() }
      let startsNumber =
        !inBackticks && characters[index].isASCII && characters[index].isNumber
        && (index == 0
          || !(characters[index - 1].isLetter || characters[index - 1].isNumber
            || "_.$".contains(characters[index - 1])))
      guard startsNumber else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count,
        characters[end].isNumber || characters[end] == "_"
          || (characters[end] == "." && end + 1 < characters.count
            && characters[end + 1].isNumber)
      {
        end += 1
      }
      let followedByName = end < characters.count && characters[end].isLetter
      if !followedByName {
        found.append(
          (isNegated(at: index, in: characters) ? "-" : "") + String(characters[index..<end]))
      }
      index = end
    }
    return found
  }
}
