import Foundation

/// One check's results in the shape tools read, before it is JUnit XML or Exercism's
/// `results.json`: every test with its status, the stage it belongs to, its message and its
/// code, in the order the test files declare them.
///
/// Built from what a check already found (``CheckReport`` in guided mode, the stages'
/// judgements in test-first mode), so a results file says exactly what the report said. A
/// skipped test is never a pass: it checked nothing.
struct ResultsDocument: Equatable, Sendable {
  enum Status: Equatable, Sendable {
    case passed
    case failed(String)
    /// The test did not run to a verdict: it crashed, did not compile, did not end.
    case error(String)
    case skipped(String)
  }

  struct Test: Equatable, Sendable {
    /// `Suite/test_name` or `Suite/name()`, or `stage <id>` for a stage's own verdict.
    var id: String
    var status: Status
    /// The stage's position in the walkthrough, from 1; `nil` for a test of no stage.
    var task: Int?
    /// The test's body, when the test files have it.
    var code: String?
    /// The file that declares it, from the exercise's folder.
    var file: String?
  }

  var exercise: Exercise
  var green: Bool
  var compileErrors: [CompileError]
  var at: Date
  var tests: [Test]

  /// The tests in the order the files declare them: by file path, then by place in the
  /// file; a stage's own verdict right after the stage's last test; anything no file
  /// declares last, in the order given.
  static func inFileOrder(_ tests: [Test], folder: URL) -> [Test] {
    var placed: [(key: (String, Int, Int), test: Test)] = []
    var lastOfStage: [Int: (String, Int)] = [:]
    for (index, var test) in tests.enumerated() where !test.id.hasPrefix("stage ") {
      guard let found = TestFunctions.find(test.id, under: folder) else {
        placed.append((("\u{10FFFF}", index, 0), test))
        continue
      }
      let offset = found.source.distance(from: found.source.startIndex, to: found.range.lowerBound)
      let file = String(
        found.file.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
      test.file = file
      test.code = test.code ?? body(found.body)
      placed.append(((file, offset, 0), test))
      if let task = test.task {
        let later = lastOfStage[task].map { ($0.0, $0.1) < (file, offset) } ?? true
        if later { lastOfStage[task] = (file, offset) }
      }
    }
    for (index, test) in tests.enumerated() where test.id.hasPrefix("stage ") {
      let after = test.task.flatMap { lastOfStage[$0] }
      placed.append((after.map { ($0.0, $0.1, 1) } ?? ("\u{10FFFF}", index, 1), test))
    }
    return placed.sorted { $0.key < $1.key }.map(\.test)
  }

  /// A function body without its braces and its common indentation.
  static func body(_ braces: Substring) -> String {
    let inner = braces.dropFirst().dropLast()
    let lines = inner.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { $0.allSatisfy(\.isWhitespace) }.reversed().drop { $0.allSatisfy(\.isWhitespace) }
      .reversed()
    let indent =
      lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
      .joined(separator: "\n")
  }
}
