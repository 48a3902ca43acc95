import Foundation

extension Mutant {
  /// The description with no example placeholder left: the learner's own example when this
  /// chaff was faked with one (``faking(_:)``), else the placeholder said in words. Every
  /// reader (the room, a learner's done view, a report) reads this, never the manifest's
  /// raw text with `__EXAMPLE__` in it.
  var readableDescription: String {
    Self.inWords(description)
  }

  /// `text` with any example placeholder, quoted or not, said in words.
  static func inWords(_ text: String) -> String {
    guard text.contains(examplePlaceholder) else { return text }
    let words = "value copied from the test's example"
    return text.replacingOccurrences(of: "\"\(examplePlaceholder)\"", with: words)
      .replacingOccurrences(of: "“\(examplePlaceholder)”", with: words)
      .replacingOccurrences(of: examplePlaceholder, with: words)
  }

  /// The example this chaff was faked with, read back from its description against the
  /// manifest's `original`; `nil` for a chaff that fakes none.
  func example(fakedFrom original: Mutant) -> String? {
    let parts = original.description.components(separatedBy: Self.examplePlaceholder)
    guard parts.count == 2, description != original.description,
      description.hasPrefix(parts[0]), description.hasSuffix(parts[1]),
      description.count >= parts[0].count + parts[1].count
    else { return nil }
    return String(description.dropFirst(parts[0].count).dropLast(parts[1].count))
  }

  /// A patch's changed lines with the placeholder filled by `example`, or said in words.
  static func filling(_ lines: [String], with example: String?) -> [String] {
    lines.map { line in
      guard line.contains(examplePlaceholder) else { return line }
      guard let example else { return inWords(line) }
      return line.replacingOccurrences(of: examplePlaceholder, with: example)
    }
  }
}
