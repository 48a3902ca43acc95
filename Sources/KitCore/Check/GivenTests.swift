import Foundation

/// The tests the kit gives, compared with the kit's own version of them.
///
/// A given test is a walkthrough test of a stage where the learner writes code, not
/// tests: emptying it would make the exercise green without the code doing anything. Tests
/// the learner writes (write-the-test and write-the-double stages, a starter's placeholder)
/// are the learner's, and mutants judge them instead. A test is compared by its body with
/// comments and spacing left out, so reformatting or a note of the learner's own is not a
/// change, but a deleted or commented-out assertion is.
struct GivenTests {
  let exercise: Exercise
  /// Worked test-first: only the stages given in that mode too (``Stage/isWrittenTestFirst``)
  /// have the kit's tests; a test of the learner's that takes a kit test's name is theirs.
  var testFirst = false

  /// The ids of the tests the kit gives, in walkthrough order: guided, those of the stages
  /// where the learner writes code; test-first, those of the stages given in that mode but
  /// a write-the-test stage's, whose test the learner writes in either mode (05's), and so
  /// the given test of a double the learner writes (a fresh learner's sixteenth try, 11
  /// rows 40 to 42).
  var ids: [String] {
    let placeholders = Set(exercise.starter.failing.filter { $0.placeholder == true }.map(\.test))
    return exercise.stages
      .filter { stage in
        testFirst
          ? !stage.isWrittenTestFirst && stage.kind != .writeTheTest
          : !stage.kind.learnerWritesTests
      }
      .flatMap(\.tests).filter { !placeholders.contains($0) }
  }

  /// The given tests whose body in the package at `learner` is not the one in the package
  /// at `starter`; a test missing from either is not compared (a missing one is reported
  /// as missing by the check).
  func changed(learner: URL, starter: URL) -> [String] {
    ids.filter { id in
      guard let kits = TestFunctions.find(id, under: starter),
        let learners = TestFunctions.find(id, under: learner)
      else { return false }
      return TestFunctions.normalized(kits.body) != TestFunctions.normalized(learners.body)
    }
  }

  /// Puts the kit's body of every changed given test back in the learner's file, and
  /// nothing else; returns the ids it put back.
  func restore(learner: URL, starter: URL) throws -> [String] {
    let changed = changed(learner: learner, starter: starter)
    for id in changed {
      guard let kits = TestFunctions.find(id, under: starter),
        let learners = TestFunctions.find(id, under: learner)
      else { continue }
      var source = learners.source
      source.replaceSubrange(learners.range, with: kits.body)
      try source.write(to: learners.file, atomically: true, encoding: .utf8)
    }
    return changed
  }
}

/// Finds a test function's body in a package's `Tests` folder.
enum TestFunctions {
  struct Found {
    var file: URL
    var source: String
    /// The body, braces included.
    var range: Range<String.Index>
    var body: Substring { source[range] }
  }

  /// The test `id` (`Suite/test_x` or `Suite/name()`): the first file, in path order, that
  /// declares the function, preferring one that names the suite.
  static func find(_ id: String, under package: URL) -> Found? {
    let parts = id.split(separator: "/")
    guard let suite = parts.first, let function = parts.last?.prefix(while: { $0 != "(" }) else {
      return nil
    }
    var fallback: Found?
    for file in swiftFiles(under: package.appending(path: "Tests")) {
      guard let source = try? String(contentsOf: file, encoding: .utf8),
        let range = body(of: String(function), in: source)
      else { continue }
      let found = Found(file: file, source: source, range: range)
      if source.contains(" \(suite)") { return found }
      fallback = fallback ?? found
    }
    return fallback
  }

  static func swiftFiles(under folder: URL) -> [URL] {
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var files: [URL] = []
    while let file = walker?.nextObject() as? URL {
      if file.pathExtension == "swift" { files.append(file) }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The range of `func name(…) { … }`'s braces in `source`, matching braces outside
  /// string literals and comments.
  static func body(of name: String, in source: String) -> Range<String.Index>? {
    var searchFrom = source.startIndex
    while let declaration = source.range(of: "func \(name)(", range: searchFrom..<source.endIndex) {
      searchFrom = declaration.upperBound
      guard let open = source[declaration.upperBound...].firstIndex(of: "{") else { return nil }
      if let close = matchingBrace(in: source, from: open) {
        return open..<source.index(after: close)
      }
    }
    return nil
  }

  private static func matchingBrace(in source: String, from open: String.Index) -> String.Index? {
    var depth = 0
    var index = open
    var inString = false
    var inComment = false
    while index < source.endIndex {
      let character = source[index]
      let next = source.index(after: index)
      let pair = next < source.endIndex ? "\(character)\(source[next])" : ""
      if inComment {
        if character == "\n" { inComment = false }
      } else if inString {
        if character == "\\" {
          index = next < source.endIndex ? source.index(after: next) : next
          continue
        }
        if character == "\"" { inString = false }
      } else if pair == "//" {
        inComment = true
      } else if character == "\"" {
        inString = true
      } else if character == "{" {
        depth += 1
      } else if character == "}" {
        depth -= 1
        if depth == 0 { return index }
      }
      index = next
    }
    return nil
  }

  /// The body without `//` comments and with all spacing removed.
  static func normalized(_ body: Substring) -> String {
    body.split(separator: "\n").map { line in
      var code = line
      if let comment = line.range(of: "//") { code = line[..<comment.lowerBound] }
      return code.filter { !$0.isWhitespace }
    }
    .joined()
  }
}
