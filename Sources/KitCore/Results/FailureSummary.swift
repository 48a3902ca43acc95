/// A failure's message on one line, for a verdict or a report to quote.
///
/// Swift Testing quotes an expectation as its source spells it, so an `#expect` written
/// over several lines gives a message whose first line ends inside the expression
/// (`… == ([`). The summary joins the lines while a bracket is open, as one would write the
/// expression on one line, and stops at the first line where every bracket is closed.
enum FailureSummary {
  /// The most characters a summary joined from several lines has, its ellipsis included.
  /// A first line is never cut: its expected and actual values are what a learner reads
  /// it for.
  static let limit = 200

  static func oneLine(_ message: String) -> String {
    var summary = ""
    var depth = 0
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    let limit = max(Self.limit, lines.first?.count ?? 0)
    for line in lines {
      let piece = line.trimmingCharacters(in: .whitespaces)
      if summary.isEmpty || "([{".contains(summary.last!) {
        summary += piece
      } else if let first = piece.first, ")]}".contains(first) {
        if summary.last == "," { summary.removeLast() }
        summary += piece
      } else {
        summary += " " + piece
      }
      depth += openedBrackets(in: piece)
      if depth <= 0 || summary.count >= limit { break }
    }
    guard summary.count > limit || (depth > 0 && summary.count >= limit) else { return summary }
    return String(summary.prefix(limit - 1)) + "…"
  }

  /// Brackets opened minus brackets closed in `line`, outside its string literals.
  private static func openedBrackets(in line: String) -> Int {
    var count = 0
    var inString = false
    var escaped = false
    for character in line {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = inString
      } else if character == "\"" {
        inString.toggle()
      } else if !inString {
        if "([{".contains(character) { count += 1 }
        if ")]}".contains(character) { count -= 1 }
      }
    }
    return count
  }
}
