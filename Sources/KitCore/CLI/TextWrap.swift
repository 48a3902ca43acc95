#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Long lines (hints above all) broken at spaces to the terminal's width, so that a
/// terminal never cuts a word in two at its edge, with continuation lines indented to
/// line up under the text.
enum TextWrap {
  /// `text` with each line longer than `width` broken at spaces; continuation lines start
  /// with `indent` spaces, by default as many as it takes to line up under the text after
  /// the line's label (`  hint: `). A word longer than the width is never cut: it gets a
  /// line of its own. Without a width (not a terminal) the text is left as it is.
  static func wrap(_ text: String, width: Int?, indent: Int? = nil) -> String {
    guard let width else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        let hanging = indent ?? labelWidth(of: line, within: width)
        return wrapLine(line, width: width, indent: String(repeating: " ", count: hanging))
      }
      .joined(separator: "\n")
  }

  /// The columns of `  label: ` at the start of `line`, or of its leading spaces when it
  /// has no short label.
  private static func labelWidth(of line: Substring, within width: Int) -> Int {
    let leading = line.prefix { $0 == " " }.count
    guard let colon = line.range(of: ": ") else { return leading }
    let label = line.distance(from: line.startIndex, to: colon.upperBound)
    let isLabel = !line[line.startIndex..<colon.lowerBound].dropFirst(leading).contains(" ")
    return isLabel && label <= width / 2 ? label : leading
  }

  private static func wrapLine(_ line: Substring, width: Int, indent: String) -> String {
    guard line.count > width else { return String(line) }
    let leading = line.prefix { $0 == " " }
    var lines: [String] = []
    var current = String(leading)
    for word in line.dropFirst(leading.count).split(separator: " ") {
      if current.count == leading.count {
        current += word
      } else if current.count <= indent.count || current.count + 1 + word.count <= width {
        // A label (`  open:`) keeps its first word, however long, as a fresh line does.
        current += " " + word
      } else {
        lines.append(current)
        current = indent + word
      }
    }
    lines.append(current)
    return lines.joined(separator: "\n")
  }

}

extension Kit {
  /// The columns of the terminal standard output goes to; `nil` for a pipe or a file,
  /// where the text is best left unbroken. `COLUMNS` is the fallback when the terminal
  /// does not say.
  public static func standardOutputWidth(environment: [String: String]) -> Int? {
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
  }
}
