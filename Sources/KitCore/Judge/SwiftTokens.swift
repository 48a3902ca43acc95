/// The code of a Swift source as tokens with their lines: names and keywords (a name in
/// backticks is one token, backticks and all), `@` attributes, numbers, and punctuation one
/// character each. Comments are dropped and a
/// string literal is one `"…"` token, so a brace or a keyword inside either is never seen.
///
/// Enough to outline a test file (its types, functions and attributes) without a parser:
/// a learner's file compiles or the compiler says why, so only well-formed code needs
/// reading right.
struct SwiftTokens {
  struct Token: Equatable {
    var text: String
    /// Zero-based.
    var line: Int
    /// Zero-based, in characters of its line.
    var column = 0
  }

  let tokens: [Token]

  init(_ source: String) {
    let mask = SwiftCodeMask(source)
    var tokens: [Token] = []
    for (line, characters) in mask.lines.enumerated() {
      let kinds = mask.kinds[line]
      var index = 0
      while index < characters.count {
        let character = characters[index]
        switch kinds[index] {
        case .comment:
          index += 1
        case .string:
          var end = index
          while end < characters.count && kinds[end] == .string { end += 1 }
          if tokens.last?.text != "\"…\"" || tokens.last?.line != line {
            tokens.append(Token(text: "\"…\"", line: line, column: index))
          }
          index = end
        case .code where character.isWhitespace:
          index += 1
        case .code where character == "`":
          // A raw identifier (`three remain`, Swift 6.2) or an escaped keyword: one name,
          // its backticks kept, so that a space inside it does not end it.
          var end = index + 1
          while end < characters.count && kinds[end] == .code && characters[end] != "`" {
            end += 1
          }
          end = min(end + 1, characters.count)
          tokens.append(Token(text: String(characters[index..<end]), line: line, column: index))
          index = end
        case .code where Self.isNameCharacter(character) || character == "@" || character == "#":
          var end = index + 1
          while end < characters.count && kinds[end] == .code
            && Self.isNameCharacter(characters[end])
          {
            end += 1
          }
          tokens.append(Token(text: String(characters[index..<end]), line: line, column: index))
          index = end
        case .code:
          tokens.append(Token(text: String(character), line: line, column: index))
          index += 1
        }
      }
    }
    self.tokens = tokens
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// The index of the token that closes the bracket opening at `index` (`(`, `[`, `{` or
  /// `<`), or `nil` when it never closes.
  func closing(_ index: Int) -> Int? {
    let pairs: [String: String] = ["(": ")", "[": "]", "{": "}", "<": ">"]
    guard let close = pairs[tokens[index].text] else { return nil }
    let open = tokens[index].text
    var depth = 0
    for current in index..<tokens.count {
      if tokens[current].text == open {
        depth += 1
      } else if tokens[current].text == close {
        depth -= 1
        if depth == 0 { return current }
      }
    }
    return nil
  }

  /// The index of the bracket that opens the one closing at `index`.
  func opening(_ index: Int) -> Int? {
    let pairs: [String: String] = [")": "(", "]": "[", "}": "{", ">": "<"]
    guard let open = pairs[tokens[index].text] else { return nil }
    let close = tokens[index].text
    var depth = 0
    for current in stride(from: index, through: 0, by: -1) {
      if tokens[current].text == close {
        depth += 1
      } else if tokens[current].text == open {
        depth -= 1
        if depth == 0 { return current }
      }
    }
    return nil
  }
}
