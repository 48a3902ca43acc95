/// How help text is laid out: words filled into lines of at most ``width`` columns, each
/// line after the first indented to line up under the text, so that help written as plain
/// sentences in a declaration reads as a tidy page.
enum HelpLayout {
  /// The columns help fills: narrower than most terminals, so that nothing wraps twice.
  static let width = 90

  /// `text`'s words after `label` (padded to `indent` columns), filled into lines of
  /// `width` columns, the following lines indented by `indent`. A label as wide as
  /// `indent` or wider is followed by `gap` spaces; no label is no gap.
  static func fill(_ text: String, label: String = "", indent: Int, gap: Int = 2) -> String {
    fill(
      words: text.split(whereSeparator: \.isWhitespace).map(String.init), label: label,
      indent: indent, gap: gap)
  }

  /// `words` filled as ``fill(_:label:indent:)`` fills a text's; a word may hold spaces
  /// (`[--timeout SECONDS]`) and is never broken.
  static func fill(words: [String], label: String = "", indent: Int, gap: Int = 2) -> String {
    let margin = String(repeating: " ", count: indent)
    var line =
      label.count < indent || label.isEmpty
      ? label.padding(toLength: indent, withPad: " ", startingAt: 0)
      : label + String(repeating: " ", count: gap)
    var lines: [String] = []
    var empty = true
    for word in words {
      if !empty, line.count + 1 + word.count > width {
        lines.append(line)
        line = margin
        empty = true
      }
      line += (empty ? "" : " ") + word
      empty = false
    }
    lines.append(line)
    return lines.map { $0.trimmingTrailingSpaces }.joined(separator: "\n") + "\n"
  }

  /// Paragraphs (separated by a blank line in `text`) filled at `indent`, a blank line
  /// between them. A line that starts with spaces is kept as written, on a line of its
  /// own, so that a list (`kit watch`'s keys) reads as one.
  static func paragraphs(_ text: String, indent: Int) -> String {
    text.components(separatedBy: "\n\n")
      .map { paragraph(lines: $0.split(separator: "\n", omittingEmptySubsequences: false), indent) }
      .joined(separator: "\n")
  }

  private static func paragraph(lines: [Substring], _ indent: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    var text = ""
    var filling: [Substring] = []
    for line in lines + [" "] {
      guard line.first == " " else {
        filling.append(line)
        continue
      }
      if !filling.isEmpty { text += fill(filling.joined(separator: " "), indent: indent) }
      filling = []
      if line != " " { text += margin + line + "\n" }
    }
    return text
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
