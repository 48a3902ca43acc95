/// The bodies of a test file's functions, each as a digest of what it does, for a test
/// renamed after its red to keep it (``ExerciseState/seenRedByBody(in:)``).
///
/// A digest covers the function from its `func` keyword to its closing brace, its name
/// left out and its spacing ignored: renaming a test, moving it, re-indenting it or
/// changing its attributes (a display name, `@MainActor`) keeps it; changing what it
/// asserts does not. A function with nothing between its braces has none: every empty
/// function would look alike.
enum TestBodies {
  /// The digest of each function of `source` with a body, by its name (no backticks).
  static func digests(in source: String) -> [String: String] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var digests: [String: String] = [:]
    for function in TestFileOutline(source).functions
    where function.line <= function.endLine && function.endLine < lines.count {
      var text = lines[function.line...function.endLine].joined(separator: "\n")
      // After `func` and the name: an attribute on the same line (`@Test("…") func`) is no
      // part of the body (a fresh learner's eighth try, 09 row 105, 12 row 70).
      for spelling in ["`\(function.name)`", function.name] {
        if let name = text.range(of: "func \(spelling)") {
          text.removeSubrange(..<name.upperBound)
          break
        } else if let name = text.range(of: spelling) {
          text.removeSubrange(name)
          break
        }
      }
      let code = text.filter { !$0.isWhitespace }
      guard let open = code.firstIndex(of: "{"), code.last == "}",
        code.index(after: open) < code.index(before: code.endIndex)
      else { continue }
      var digest = ContentDigest()
      digest.add(code)
      digests[function.name] = digest.hex
    }
    return digests
  }
}
