import Foundation

/// The bodies of a test file's functions, each as a digest of what it does, for a test
/// renamed after its red to keep it (``ExerciseState/seenRedByBody(in:)``).
///
/// A digest covers the function from its `func` keyword to its closing brace, its name
/// left out and its spacing ignored: renaming a test, moving it, re-indenting it or
/// changing its attributes (a display name, `@MainActor`) keeps it; changing what it
/// asserts does not. A function with nothing between its braces has none: every empty
/// function would look alike.
enum TestBodies {
  /// One function's body: its name (no backticks), the type it is declared in, its digest.
  struct Body: Equatable {
    var name: String
    var suite: String?
    var digest: String
  }

  /// The body of the function that ran as `id` (`Suite/name()`, `Class/test_x`): the one of
  /// its name, or, where several share it, the one in the suite the id names; `nil` when
  /// that does not tell them apart. A red is never put on another suite's function (a
  /// fresh learner's ninth try, 01 row 139).
  static func body(of id: String, among bodies: [Body]) -> Body? {
    let named = bodies.filter { $0.name == WrittenTests.functionName(of: id) }
    guard named.count > 1 else { return named.first }
    let own = named.filter { WrittenTests.isDeclared(in: $0.suite, as: id) }
    return own.count == 1 ? own[0] : nil
  }

  /// Each function of `source` with a body, in the file's order.
  static func bodies(in source: String) -> [Body] {
    let outline = TestFileOutline(source)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var bodies: [Body] = []
    for function in outline.functions
    where function.line <= function.endLine && function.endLine < lines.count {
      var text = lines[function.line...function.endLine].joined(separator: "\n")
      // After `func` and the name: an attribute on the same line (`@Test("…") func`) is no
      // part of the body (a fresh learner's eighth try, 09 row 105, 12 row 70).
      for spelling in ["`\(function.name)`", function.name] {
        // Any spacing between `func` and the name (a fresh learner's sixteenth try, 03 row 80).
        let declaration = "func\\s+" + NSRegularExpression.escapedPattern(for: spelling)
        if let name = text.range(of: declaration, options: .regularExpression) {
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
      bodies.append(
        Body(
          name: function.name, suite: function.type.map { outline.types[$0].name },
          digest: digest.hex))
    }
    return bodies
  }
}
