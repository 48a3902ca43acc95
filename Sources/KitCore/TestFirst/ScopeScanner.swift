/// Finds where a scope of Swift code closes, counting braces outside comments and string
/// literals: enough for a test file, whose braces are balanced, without a parser.
///
/// A stage's trial cuts the learner's test file from the next stage's line to the brace
/// that closes the type those lines sit in. Counting every `}` would be fooled by a brace
/// in a string (`#expect(text == "}")`) or a comment, and taking the file's last `}`
/// would cut off a type declared after the suite.
struct ScopeScanner {
  let bytes: [UInt8]

  init(_ source: String) { bytes = Array(source.utf8) }

  /// The offset of the `}` that closes the scope `offset` is in, or `nil` when `offset` is
  /// at file scope. `offset` must be in code: not inside a comment or a string.
  func closingBrace(ofScopeAt offset: Int) -> Int? {
    var depth = 0
    var index = offset
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "}"):
        if depth == 0 { return index }
        depth -= 1
      case UInt8(ascii: "/") where next(index) == UInt8(ascii: "/"):
        index = end(ofLineAt: index)
      case UInt8(ascii: "/") where next(index) == UInt8(ascii: "*"):
        index = end(ofBlockCommentAt: index)
      case UInt8(ascii: "\""):
        index = end(ofStringAt: index)
      default: break
      }
      index += 1
    }
    return nil
  }

  private func next(_ index: Int) -> UInt8? {
    index + 1 < bytes.count ? bytes[index + 1] : nil
  }

  private func end(ofLineAt index: Int) -> Int {
    bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
  }

  /// The last byte of the block comment opening at `index`; Swift's nest.
  private func end(ofBlockCommentAt index: Int) -> Int {
    var depth = 0
    var current = index
    while current + 1 < bytes.count {
      if bytes[current] == UInt8(ascii: "/") && bytes[current + 1] == UInt8(ascii: "*") {
        depth += 1
        current += 1
      } else if bytes[current] == UInt8(ascii: "*") && bytes[current + 1] == UInt8(ascii: "/") {
        depth -= 1
        current += 1
        if depth == 0 { return current }
      }
      current += 1
    }
    return bytes.count
  }

  /// The closing quote of the string literal opening at `index`, one line or three quotes.
  private func end(ofStringAt index: Int) -> Int {
    let quote = UInt8(ascii: "\"")
    let multiline =
      index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
    var current = index + (multiline ? 3 : 1)
    while current < bytes.count {
      switch bytes[current] {
      case UInt8(ascii: "\\"): current += 1
      case quote where !multiline: return current
      case quote
      where current + 2 < bytes.count && bytes[current + 1] == quote
        && bytes[current + 2] == quote:
        return current + 2
      case UInt8(ascii: "\n") where !multiline: return current
      default: break
      }
      current += 1
    }
    return bytes.count
  }
}
