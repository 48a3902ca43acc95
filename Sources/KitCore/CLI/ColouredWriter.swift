/// Colours a check report's marks on a learner's terminal: green for what passes, red for
/// what fails, yellow for what did not get as far as a verdict.
///
/// The reports themselves stay plain text, which is what the tests read and what goes to a
/// file or a pipe. This writer sits in front of standard output only when
/// ``isWanted(environment:outputIsTerminal:)`` says so, and colours a mark only where it
/// opens a line, so a hint that mentions "✓ passed" in a sentence stays as written.
public final class ColouredWriter: OutputWriter {
  private let wrapped: any OutputWriter

  public init(wrapping wrapped: any OutputWriter) {
    self.wrapped = wrapped
  }

  /// Colour on a terminal only; never when `NO_COLOR` is set to anything but the empty
  /// string (no-color.org), nor for `TERM=dumb`.
  public static func isWanted(environment: [String: String], outputIsTerminal: Bool) -> Bool {
    guard outputIsTerminal, environment["TERM"] != "dumb" else { return false }
    return environment["NO_COLOR"].map(\.isEmpty) ?? true
  }

  public func writeError(_ text: String) {
    wrapped.writeError(text)
  }

  public func write(_ text: String) {
    wrapped.write(
      text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { Self.colour(line: $0) }
        .joined(separator: "\n"))
  }

  private enum Colour: String {
    case green = "\u{1B}[32m"
    case red = "\u{1B}[31m"
    case yellow = "\u{1B}[33m"

    func paint(_ text: some StringProtocol) -> String { rawValue + text + "\u{1B}[0m" }
  }

  /// The labels of a report's rows (see `CheckReport.text`), longest first where one
  /// begins another.
  private static let labels: [(String, Colour)] = [
    ("✓ passed", .green), ("✗ failed", .red), ("✗ crashed", .red), ("✗ not written", .red),
    ("✗ not proven", .red), ("· not compiled", .yellow), ("· not run", .yellow),
    ("? missing", .yellow), ("… did not end", .yellow), ("… no result", .yellow),
    ("✗", .red), ("red:", .red), ("Green:", .green),
    // `kit history`'s lights.
    ("● green", .green), ("● red", .red), ("● crashed", .red), ("● amber", .yellow),
    ("● timed out", .yellow),
  ]

  private static func colour(line: Substring) -> String {
    let indent = line.prefix { $0 == " " }
    let rest = line.dropFirst(indent.count)
    if indent.isEmpty, isAllGreen(rest) { return Colour.green.paint(rest) }
    for (label, colour) in labels where rest.hasPrefix(label) {
      let after = rest.dropFirst(label.count)
      guard after.isEmpty || after.first == " " else { continue }
      return indent + colour.paint(label) + after
    }
    return String(line)
  }

  /// `3 of 3 green.`: the closing line of a finished exercise.
  private static func isAllGreen(_ line: Substring) -> Bool {
    let words = line.split(separator: " ")
    return words.count == 4 && words[1] == "of" && words[3] == "green."
      && Int(words[0]) != nil && words[0] == words[2]
  }
}
