import Foundation

/// The examples a test names rather than spells: a constant declared with a literal
/// (`private let addedCount = 3`, above the stage lines, as exercise 00 teaches), the
/// count of a list written out (`items.count` for `let items = [milk, dog, bins]`, or
/// `[milk, dog].count`), and the literals of a list a test takes its arguments from.
///
/// A fake-it step answers the value the test observes, wherever the test got it: an example
/// chaff (``ExampleLiterals``) must fake that value, or a test with one example is proven.
struct NamedValues {
  /// Each constant's literal, of either kind, as ``ExampleLiterals`` spells it.
  private var literals: [String: (kind: ExampleKind, value: String)] = [:]
  /// Each constant holding a list literal: the number of its elements.
  private var counts: [String: Int] = [:]
  /// Each constant holding a list literal: its source, whose literals are examples too
  /// (`@Test(arguments: Self.counts)` with `static let counts = [2, 3]`).
  private var lists: [String: String] = [:]

  /// The constants `source` declares, wherever it declares them.
  init(_ source: String) {
    let code = SwiftTokens(source)
    let tokens = code.tokens
    var aliases: [String: String] = [:]
    for index in tokens.indices where ["let", "var"].contains(tokens[index].text) {
      guard index + 2 < tokens.count, let value = Self.valueStart(after: index + 1, in: tokens)
      else { continue }
      let name = tokens[index + 1].text
      let first = tokens[value].text
      let ends = { (last: Int) in
        last + 1 >= tokens.count || tokens[last + 1].line != tokens[last].line
          || [";", "}"].contains(tokens[last + 1].text)
      }
      let negative = first == "-" ? 1 : 0
      if first == "[", let close = code.closing(value) {
        if ends(close) {
          counts[name] = Self.elements(from: value, to: close, in: code)
          lists[name] = Self.lines(tokens[value].line...tokens[close].line, of: source)
        }
      } else if value + negative < tokens.count, Self.isNumber(tokens[value + negative].text),
        case (let number, let last) = Self.number(at: value + negative, in: tokens), ends(last)
      {
        literals[name] = (.number, (negative == 1 ? "-" : "") + number)
      } else if first == "\"…\"", ends(value),
        let string = ExampleLiterals.find(.string, in: Self.line(tokens[value].line, of: source))
          .last
      {
        literals[name] = (.string, string)
      } else if Self.isName(first), ends(value) {
        aliases[name] = first
      }
    }
    for (name, target) in aliases where literals[name] == nil && counts[name] == nil {
      literals[name] = literals[target]
      counts[name] = counts[target]
    }
  }

  /// The values of `kind` that `code` (one line's code) names, in its order: constants by
  /// name, and lists' counts (`items.count`, `[a, b].count`) for numbers.
  func values(_ kind: ExampleKind, namedIn line: String) -> [String] {
    let code = SwiftTokens(line)
    let tokens = code.tokens
    var found: [String] = []
    for index in tokens.indices {
      let text = tokens[index].text
      let previous = index > 0 ? tokens[index - 1].text : ""
      let isCount =
        index + 2 < tokens.count && tokens[index + 1].text == "."
        && tokens[index + 2].text == "count"
      if kind == .number, isCount, let count = counts[text], previous != "." {
        found.append(String(count))
      } else if kind == .number, isCount, text == "]", let open = code.opening(index) {
        found.append(String(Self.elements(from: open, to: index, in: code)))
      } else if previous != ".", let literal = literals[text], literal.kind == kind {
        found.append(literal.value)
      } else if !isCount, let list = lists[text] {
        found += ExampleLiterals.find(kind, in: list)
      }
    }
    return found
  }

  /// The first token of the value assigned after the name at `name`: past a type
  /// annotation, to the token after `=`.
  private static func valueStart(after name: Int, in tokens: [SwiftTokens.Token]) -> Int? {
    guard isName(tokens[name].text) else { return nil }
    var cursor = name + 1
    while cursor < tokens.count, tokens[cursor].line == tokens[name].line {
      if tokens[cursor].text == "=" {
        return cursor + 1 < tokens.count ? cursor + 1 : nil
      }
      if ["{", "(", ";"].contains(tokens[cursor].text) { return nil }
      cursor += 1
    }
    return nil
  }

  /// The number of elements between a list's brackets: its commas at the top level, plus
  /// one unless it is empty or ends with a comma.
  private static func elements(from open: Int, to close: Int, in code: SwiftTokens) -> Int {
    guard close > open + 1 else { return 0 }
    var commas = 0
    var index = open + 1
    while index < close {
      let text = code.tokens[index].text
      if ["(", "[", "{"].contains(text), let end = code.closing(index) {
        index = end + 1
        continue
      }
      if text == "," { commas += 1 }
      index += 1
    }
    return code.tokens[close - 1].text == "," ? commas : commas + 1
  }

  /// A number with its decimals, which the tokens split at the point, and its last token.
  private static func number(at index: Int, in tokens: [SwiftTokens.Token]) -> (String, Int) {
    guard index + 2 < tokens.count, tokens[index + 1].text == ".",
      isNumber(tokens[index + 2].text), tokens[index + 2].line == tokens[index].line
    else { return (tokens[index].text, index) }
    return (tokens[index].text + "." + tokens[index + 2].text, index + 2)
  }

  private static func isNumber(_ text: String) -> Bool {
    text.first.map { $0.isASCII && $0.isNumber } ?? false
  }

  private static func isName(_ text: String) -> Bool {
    text.first.map { $0.isLetter || $0 == "_" } ?? false
  }

  private static func line(_ number: Int, of source: String) -> String {
    lines(number...number, of: source)
  }

  private static func lines(_ numbers: ClosedRange<Int>, of source: String) -> String {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return numbers.filter { $0 < lines.count }.map { String(lines[$0]) }
      .joined(separator: "\n")
  }
}
