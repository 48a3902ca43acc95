import Foundation

/// Makes every mechanical mutant of one Swift source: each operator at each place in the
/// code where it applies, one mutant per place.
///
/// The operators work on the text of one line, found by token, never inside comments or
/// string literals (``SwiftCodeMask``). Binary operators are matched with a space on each
/// side, as `swift format` writes them, so `<` in `Array<Int>` or `..<` is left alone. Some
/// mutants will not compile (a removed `super.init()`, a constant of the wrong type); the
/// pass counts those apart, and they cost one failed build each.
enum MutantGenerator {
  /// The mutants of `source`, whose path inside the exercise package is `file`, in line order.
  static func mutants(of source: String, file: String) -> [SourceMutant] {
    let mask = SwiftCodeMask(source)
    var found: [SourceMutant] = []
    for line in mask.lines.indices {
      let text = String(mask.lines[line])
      let code = String(mask.code(line: line))
      let trimmed = code.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("import ") || trimmed.hasPrefix("#") { continue }
      var lines: [(MutationOperator, String)] = []
      for (mutation, swaps) in tokenSwaps {
        for (from, to) in swaps {
          lines += replacing(from, with: to, in: text, code: code).map { (mutation, $0) }
        }
      }
      lines += wordSwaps(in: text, code: code).map { (.boolean, $0) }
      lines += offByOne(in: text, code: code).map { (.offByOne, $0) }
      if StatementShape.isRemovable(trimmed, mask: mask, line: line) {
        lines.append((.statementRemoved, ""))
      }
      if let constant = ReturnedConstant.replacement(at: line, in: mask) {
        lines.append((.constantReturn, constant))
      }
      for (mutation, mutated) in lines {
        found.append(
          SourceMutant(
            file: file, mutation: mutation, line: line + 1, original: text, mutated: mutated))
      }
    }
    return numbered(found)
  }

  /// Operators swapped as whole tokens with a space each side.
  static let tokenSwaps: [(MutationOperator, [(String, String)])] = [
    (.equality, [(" == ", " != "), (" != ", " == ")]),
    (.relational, [(" < ", " <= "), (" <= ", " < "), (" > ", " >= "), (" >= ", " > ")]),
    (.logical, [(" && ", " || "), (" || ", " && ")]),
  ]

  /// `text` with one occurrence of `token` in code replaced, for each occurrence.
  static func replacing(_ token: String, with replacement: String, in text: String, code: String)
    -> [String]
  {
    var results: [String] = []
    var searchStart = code.startIndex
    while let range = code.range(of: token, range: searchStart..<code.endIndex) {
      let start = code.distance(from: code.startIndex, to: range.lowerBound)
      results.append(replace(in: text, at: start, length: token.count, with: replacement))
      searchStart = code.index(after: range.lowerBound)
    }
    return results
  }

  /// `true` and `false`, as whole words in code.
  static func wordSwaps(in text: String, code: String) -> [String] {
    let characters = Array(code)
    var results: [String] = []
    for (word, other) in [("true", "false"), ("false", "true")] {
      for start in wordStarts(of: word, in: characters) {
        results.append(replace(in: text, at: start, length: word.count, with: other))
      }
    }
    return results
  }

  /// Each integer literal one higher, each count one lower, each row or section one higher.
  static func offByOne(in text: String, code: String) -> [String] {
    let characters = Array(code)
    var results: [String] = []
    var index = 0
    while index < characters.count {
      guard characters[index].isNumber, index == 0 || !isWordOrDot(characters[index - 1]) else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count, characters[end].isNumber { end += 1 }
      let followedByWord = end < characters.count && isWordOrDot(characters[end])
      if !followedByWord, let value = Int(String(characters[index..<end])) {
        results.append(replace(in: text, at: index, length: end - index, with: "\(value + 1)"))
      }
      index = end
    }
    // A count one lower (`.count`, `toDoCount`), an index one higher (`.row`, `.section`):
    // row 0 becomes row 1, the mistake a test with one item cannot see.
    for (member, change) in [("count", " - 1"), ("row", " + 1"), ("section", " + 1")] {
      for start in wordStarts(of: member, in: characters)
      where start > 0 && characters[start - 1] == "."
        && !isCall(characters, after: start + member.count)
      {
        results.append(replace(in: text, at: start + member.count, length: 0, with: change))
      }
    }
    for end in countNameEnds(in: characters) where !isCall(characters, after: end) {
      results.append(replace(in: text, at: end, length: 0, with: " - 1"))
    }
    return results
  }

  /// Where each name like `toDoCount` (a word ending in `Count`) ends.
  static func countNameEnds(in characters: [Character]) -> [Int] {
    let suffix = Array("Count")
    return (0...characters.count).filter { end in
      end >= suffix.count + 1 && Array(characters[(end - suffix.count)..<end]) == suffix
        && SwiftCodeMask.isWord(characters[end - suffix.count - 1])
        && (end == characters.count || !SwiftCodeMask.isWord(characters[end]))
    }
  }

  private static func isCall(_ characters: [Character], after index: Int) -> Bool {
    index < characters.count && characters[index] == "("
  }

  /// Where `word` starts in `characters` with no letter, digit or `_` either side.
  static func wordStarts(of word: String, in characters: [Character]) -> [Int] {
    let token = Array(word)
    guard characters.count >= token.count else { return [] }
    return (0...(characters.count - token.count)).filter { start in
      Array(characters[start..<start + token.count]) == token
        && (start == 0 || !SwiftCodeMask.isWord(characters[start - 1]))
        && (start + token.count == characters.count
          || !SwiftCodeMask.isWord(characters[start + token.count]))
    }
  }

  private static func isWordOrDot(_ character: Character) -> Bool {
    SwiftCodeMask.isWord(character) || character == "."
  }

  private static func replace(in text: String, at offset: Int, length: Int, with new: String)
    -> String
  {
    var characters = Array(text)
    characters.replaceSubrange(offset..<offset + length, with: Array(new))
    return String(characters)
  }

  /// Gives mutants that share file, operator and line text their occurrence numbers.
  private static func numbered(_ mutants: [SourceMutant]) -> [SourceMutant] {
    var seen: [String: Int] = [:]
    return mutants.map { mutant in
      var numbered = mutant
      let key = mutant.id
      seen[key, default: 0] += 1
      numbered.occurrence = seen[key] ?? 1
      return numbered
    }
  }
}
