import Foundation

/// Which characters of a Swift source are code, and which are comments or string literals.
///
/// The mechanical mutation pass changes code only: flipping `==` inside a string or a
/// comment would make a mutant no test could catch, and every such mutant would have to be
/// listed as equivalent by hand. A small scanner is enough for the kit's solutions: line
/// and block comments (nested), string literals with escapes, single- and multi-line
/// (`"""`), and interpolations (`\( … )`, themselves masked as part of their string).
struct SwiftCodeMask {
  /// The source's lines, without their line breaks.
  let lines: [[Character]]
  /// For each line, for each character: code, string literal or comment.
  let kinds: [[Kind]]

  enum Kind: Equatable {
    case code, string, comment
  }

  init(_ source: String) {
    var lines: [[Character]] = []
    var kinds: [[Kind]] = []
    var scanner = Scanner()
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let characters = Array(line)
      lines.append(characters)
      kinds.append(scanner.scan(characters))
    }
    self.lines = lines
    self.kinds = kinds
  }

  /// The line as code alone: each character of a string literal becomes `_` (so a string
  /// still reads as one operand, and `==` inside one is never found) and each character of
  /// a comment a space.
  func code(line: Int) -> [Character] {
    zip(lines[line], kinds[line]).map { character, kind in
      switch kind {
      case .code: character
      case .string: "_"
      case .comment: " "
      }
    }
  }

  /// The code of line `line`, without the indentation and what follows it.
  func trimmedCode(line: Int) -> String {
    String(code(line: line)).trimmingCharacters(in: .whitespaces)
  }

  /// What the scanner is inside of, innermost last; carried from line to line.
  private enum Context: Equatable {
    case blockComment
    case string(multiline: Bool)
    /// Code inside `\( … )`, with the depth of its own parentheses.
    case interpolation(parentheses: Int)
  }

  private struct Scanner {
    var stack: [Context] = []

    /// Marks the characters of one line, and keeps what is still open for the next line.
    mutating func scan(_ line: [Character]) -> [Kind] {
      var marks = [Kind](repeating: .string, count: line.count)
      var index = 0
      func starts(_ text: String) -> Bool {
        let token = Array(text)
        return index + token.count <= line.count
          && Array(line[index..<index + token.count]) == token
      }
      while index < line.count {
        switch stack.last {
        case .blockComment:
          marks[index] = .comment
          if index + 1 < line.count { marks[index + 1] = .comment }
          if starts("*/") {
            stack.removeLast()
            index += 2
          } else if starts("/*") {
            stack.append(.blockComment)
            index += 2
          } else {
            index += 1
          }
        case .string(let multiline):
          if starts("\\(") {
            stack.append(.interpolation(parentheses: 0))
            index += 2
          } else if starts("\\") {
            index += 2
          } else if multiline ? starts("\"\"\"") : starts("\"") {
            stack.removeLast()
            index += multiline ? 3 : 1
          } else {
            index += 1
          }
        case .none, .interpolation:
          let inInterpolation = stack.last != nil
          if starts("//") {
            for rest in index..<line.count { marks[rest] = .comment }
            return marks
          }
          if starts("/*") {
            marks[index] = .comment
            marks[index + 1] = .comment
            stack.append(.blockComment)
            index += 2
          } else if starts("\"\"\"") {
            stack.append(.string(multiline: true))
            index += 3
          } else if starts("\"") {
            stack.append(.string(multiline: false))
            index += 1
          } else if line[index] == "`",
            let close = line[(index + 1)...].firstIndex(of: "`")
          {
            // A raw identifier (Swift 6.2) is code, a quote in it too (`shows "To Do"`):
            // it cannot hold a backtick or run past its line.
            for inside in index...close { marks[inside] = inInterpolation ? .string : .code }
            index = close + 1
          } else if case .interpolation(let depth) = stack.last,
            line[index] == "(" || line[index] == ")"
          {
            stack.removeLast()
            let next = depth + (line[index] == "(" ? 1 : -1)
            if next >= 0 { stack.append(.interpolation(parentheses: next)) }
            index += 1
          } else {
            marks[index] = inInterpolation ? .string : .code
            index += 1
          }
        }
      }
      // A single-line string cannot run past its line; a stray quote must not mask the rest.
      while case .string(multiline: false)? = stack.last { stack.removeLast() }
      return marks
    }
  }
}
