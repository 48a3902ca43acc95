import Foundation

/// The sections of a test-first test file: a line `// stage: <id>` opens the section of
/// that stage, and every test declared after it, up to the next such line, is the
/// learner's test of that stage. The skeleton puts one per stage, in the walkthrough's
/// order, each followed by a `TODO:` that names the test to write; the learner keeps the
/// `// stage:` lines and writes under them.
struct StageSections {
  /// Every line of the file.
  let lines: [Substring]
  /// By stage id, the index of its marker line, in file order.
  let markers: [(stage: String, line: Int)]

  init(_ source: String) {
    lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var found: [(String, Int)] = []
    for (index, line) in lines.enumerated() {
      let code = line.trimmingPrefix { $0 == " " || $0 == "\t" }
      guard code.hasPrefix("// stage:") else { continue }
      let id = code.dropFirst("// stage:".count).trimmingPrefix(" ")
        .prefix { !$0.isWhitespace }
      if !id.isEmpty { found.append((String(id), index)) }
    }
    markers = found
  }

  /// The stages the file has a section for, in file order.
  var stages: [String] { markers.map(\.stage) }

  /// The test functions declared in `stage`'s section; empty when it has none or no section.
  func tests(of stage: String) -> [String] {
    WrittenTests.declared(in: source(of: stage))
  }

  /// The lines of `stage`'s section; empty when the file has no section for it.
  func source(of stage: String) -> String {
    guard let range = lineRange(of: stage) else { return "" }
    return lines[range].joined(separator: "\n")
  }

  /// The file without the sections after `stage`'s: what a trial of that stage compiles,
  /// so that a later stage's test, which may use code the stage has not written yet, does
  /// not keep it from building. The lines from the next marker up to the brace that closes
  /// the type they sit in go; that brace and whatever follows it (a type declared after
  /// the suite) stay. Tests at file scope, in no type, are cut to the file's end.
  func through(_ stage: String) -> String {
    guard let index = markers.firstIndex(where: { $0.stage == stage }),
      index + 1 < markers.count
    else { return lines.joined(separator: "\n") }
    let cutFrom = markers[index + 1].line
    return (lines[..<cutFrom] + lines[endOfSections(from: cutFrom)...]).joined(separator: "\n")
  }

  /// The lines of `stage`'s section, marker included.
  private func lineRange(of stage: String) -> Range<Int>? {
    guard let index = markers.firstIndex(where: { $0.stage == stage }) else { return nil }
    let start = markers[index].line
    let end =
      index + 1 < markers.count ? markers[index + 1].line : endOfSections(from: start)
    return start..<max(start, end)
  }

  /// The first line after the sections that begin at line `start`: the line of the brace
  /// closing their type, or the file's end when they are at file scope. Lines before
  /// that brace on its own line go with the sections.
  private func endOfSections(from start: Int) -> Int {
    let offsets = lines.reduce(into: [0]) { $0.append($0.last! + $1.utf8.count + 1) }
    let scanner = ScopeScanner(lines.joined(separator: "\n"))
    guard let brace = scanner.closingBrace(ofScopeAt: offsets[start]) else { return lines.count }
    return offsets.lastIndex { $0 <= brace } ?? lines.count
  }
}
