import Foundation

/// Reads the shape of one line of Swift, enough to know whether it is a whole statement of
/// its own (a call or an assignment the pass may remove) or a lone returned expression.
enum StatementShape {
  /// Words that start a declaration or a control statement, never a call or assignment.
  static let keywords: Set<String> = [
    "let", "var", "return", "if", "guard", "else", "for", "while", "repeat", "switch", "case",
    "default", "func", "init", "deinit", "class", "struct", "enum", "extension", "protocol",
    "import", "public", "private", "fileprivate", "internal", "static", "final", "override",
    "lazy", "weak", "unowned", "defer", "do", "catch", "throw", "typealias", "nonisolated",
    "mutating", "required", "convenience", "open", "subscript", "get", "set", "willSet",
    "didSet", "break", "continue", "fallthrough", "in",
  ]

  /// Whether `code` (one line's trimmed code) is a call or an assignment that stands alone
  /// on its line, so that removing the line leaves the code around it intact.
  static func isRemovable(_ code: String, mask: SwiftCodeMask, line: Int) -> Bool {
    guard let first = code.first, first.isLetter || first == "_" else { return false }
    guard !keywords.contains(firstWord(of: code)), isBalanced(code) else { return false }
    guard let last = code.last, last == ")" || last == "]" || SwiftCodeMask.isWord(last) else {
      return false
    }
    let isCall = code.contains("(") && last == ")"
    guard isCall || isAssignment(code) else { return false }
    let previous = neighbour(of: line, step: -1, in: mask)
    let next = neighbour(of: line, step: 1, in: mask)
    let continuesPrevious = previous.map { !endsStatement($0) } ?? false
    let continuedByNext = next.map { $0.first.map(startsContinuation) ?? false } ?? false
    return !continuesPrevious && !continuedByNext
  }

  /// Whether `code` is a single returned expression (after `return`, or alone as the body
  /// of a computed value), with nothing left open at its end.
  static func isWholeExpression(_ code: String) -> Bool {
    guard !code.isEmpty, isBalanced(code), !keywords.contains(firstWord(of: code)) else {
      return false
    }
    guard let last = code.last, !"{([,=.:?".contains(last) else { return false }
    return !code.contains(" in ") && !code.hasSuffix(" in")
  }

  /// `x = …`, `x.y?.z = …`, `x[i] += …`: a target without spaces, then an assignment.
  static func isAssignment(_ code: String) -> Bool {
    for token in [" = ", " += ", " -= "] {
      if let range = code.range(of: token) {
        let target = code[..<range.lowerBound]
        return !target.contains(" ") && isBalanced(String(target))
      }
    }
    return false
  }

  static func firstWord(of code: String) -> String {
    String(code.prefix { SwiftCodeMask.isWord($0) })
  }

  /// Parentheses, brackets and braces all closed within `code`.
  static func isBalanced(_ code: String) -> Bool {
    var depth = 0
    for character in code {
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if depth < 0 { return false }
    }
    return depth == 0
  }

  /// The trimmed code of the nearest line before (`step` -1) or after (+1) that has code.
  static func neighbour(of line: Int, step: Int, in mask: SwiftCodeMask) -> String? {
    var index = line + step
    while mask.lines.indices.contains(index) {
      let code = mask.trimmedCode(line: index)
      if !code.isEmpty { return code }
      index += step
    }
    return nil
  }

  /// Whether a line ending so ends its statement, rather than leaving an operand or an
  /// argument for the next line.
  private static func endsStatement(_ code: String) -> Bool {
    guard let last = code.last else { return true }
    return "{})]:".contains(last) || SwiftCodeMask.isWord(last)
  }

  private static func startsContinuation(_ character: Character) -> Bool {
    ".?&|+-*/=<>:)]".contains(character)
  }
}

extension SwiftCodeMask {
  /// A letter, a digit or `_`: part of a word.
  static func isWord(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
