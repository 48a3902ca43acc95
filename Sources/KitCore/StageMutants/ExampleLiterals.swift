import Foundation

/// The literals a test spells out, of one kind: the examples an example chaff
/// (``Mutant/example``) fakes.
///
/// A fake-it step hard-codes the one example a test gives, so the chaff that stands for
/// it must answer the learner's own example, not the kit's. Literals on lines that assert
/// (`XCTAssert…`, `#expect`, `#require`, `==`) come first: they are the likeliest expected
/// values. An assertion's message, comment or labelled argument (`accuracy:`) is left out
/// (``isNoValue(at:in:)``); another literal that is not an expected value (an index) makes a
/// chaff the test catches at once, which costs a trial and says nothing false.
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
      let characters = mask.code(line: line)
      let code = String(characters)
      let spelled = kind == .string ? strings(line: line, in: mask) : numbers(in: code)
      var found = spelled.filter { !isNoValue(at: $0.index, in: characters) }.map(\.value)
      found += named?.values(kind, namedIn: String(mask.lines[line])) ?? []
      let assertsHere = ["XCTAssert", "#expect", "#require", "=="].contains {
        code.contains($0)
      }
      if assertsHere { asserting += found } else { others += found }
    }
    var seen: Set<String> = []
    return (asserting + others).filter { seen.insert($0).inserted }.prefix(limit).map { $0 }
  }

  /// The assertions whose arguments after their first `values` are no expected value (a
  /// message, a comment), by name as a call spells it.
  private static let assertions: [String: Int] = [
    "XCTAssertEqual": 2, "XCTAssertNotEqual": 2, "XCTAssertIdentical": 2,
    "XCTAssertNotIdentical": 2, "XCTAssertGreaterThan": 2, "XCTAssertGreaterThanOrEqual": 2,
    "XCTAssertLessThan": 2, "XCTAssertLessThanOrEqual": 2, "XCTAssert": 1, "XCTAssertTrue": 1,
    "XCTAssertFalse": 1, "XCTAssertNil": 1, "XCTAssertNotNil": 1, "XCTUnwrap": 1,
    "XCTAssertThrowsError": 1, "XCTAssertNoThrow": 1, "XCTFail": 0, "#expect": 1, "#require": 1,
  ]

  /// Whether the literal at `index` of a line's code (``SwiftCodeMask/code(line:)``) is an
  /// argument of an assertion that no code answers: its message or comment, or a labelled
  /// one (`accuracy:`, `file:`, `line:`). A chaff faking it would be caught at once, pad
  /// the count of mistakes caught, and take the place of a value the test expects (a fresh
  /// learner's sixteenth try, 06 row 12, 01 row 30). A literal inside a call within an
  /// argument (`label(for: "Shop")`) is a value.
  static func isNoValue(at index: Int, in code: [Character]) -> Bool {
    for (name, values) in assertions {
      let spelled = Array(name + "(")
      var start = 0
      while start + spelled.count <= index {
        defer { start += 1 }
        guard Array(code[start..<start + spelled.count]) == spelled,
          start == 0 || !(code[start - 1].isLetter || code[start - 1].isNumber)
        else { continue }
        var depth = 0
        var argument = 0
        var argumentStart = start + spelled.count
        for position in (start + spelled.count - 1)..<code.count {
          switch code[position] {
          case "(", "[": depth += 1
          case ")", "]": depth -= 1
          case "," where depth == 1:
            argument += 1
            argumentStart = position + 1
          default: break
          }
          if depth == 0 { break }
          guard position == index else { continue }
          guard depth == 1 else { return false }
          let head = String(code[argumentStart..<index]).trimmingCharacters(in: .whitespaces)
          return argument >= values || head.hasSuffix(":")
        }
      }
    }
    return false
  }

  /// The single-line string literals of `line`, without their quotes, each with where it
  /// starts.
  private static func strings(line: Int, in mask: SwiftCodeMask) -> [(value: String, index: Int)] {
    let characters = mask.lines[line]
    let kinds = mask.kinds[line]
    var found: [(value: String, index: Int)] = []
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
        if !content.isEmpty { found.append((content, index)) }
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

  /// The integer and decimal literals of a line's code, each with where it starts.
  private static func numbers(in code: String) -> [(value: String, index: Int)] {
    let characters = Array(code)
    var found: [(value: String, index: Int)] = []
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
        let negated = isNegated(at: index, in: characters)
        found.append(
          ((negated ? "-" : "") + String(characters[index..<end]), negated ? index - 1 : index))
      }
      index = end
    }
    return found
  }
}
