/// The sections of a test-first test file: a line `// stage: <id>` opens a section of
/// that stage, which runs to the next such line or to the brace that closes the scope it
/// sits in, whichever comes first. Every test declared in a section is the learner's test
/// of its stage. The skeleton puts one line per stage inside the test class, in the
/// walkthrough's order; a learner may add a second line for a stage elsewhere, above a
/// Swift Testing suite after the class, say, and both sections count.
struct StageSections {
  /// Every line of the file.
  let lines: [Substring]
  /// Each section: its stage and its lines (the marker's included), in file order.
  let regions: [(stage: String, lines: Range<Int>)]
  /// The file's tests, and the functions that look like tests but will not run.
  let declared: DeclaredTests

  /// The stages in the walkthrough's order: a trial of a stage leaves out the sections of
  /// the stages after it in this order, wherever they stand in the file.
  let walkthrough: [String]

  /// The sections of `source`; `order` is the walkthrough's order of the stages (the
  /// file's order where it says nothing).
  init(_ source: String, order: [String] = []) {
    lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let outline = TestFileOutline(source)
    var markers: [(String, Int)] = []
    for (index, line) in lines.enumerated() {
      let code = line.trimmingPrefix { $0 == " " || $0 == "\t" }
      guard code.hasPrefix("// stage:") else { continue }
      let id = code.dropFirst("// stage:".count).trimmingPrefix(" ")
        .prefix { !$0.isWhitespace }
      if !id.isEmpty { markers.append((String(id), index)) }
    }
    let offsets = lines.reduce(into: [0]) { $0.append($0.last! + $1.utf8.count + 1) }
    let scanner = ScopeScanner(lines.joined(separator: "\n"))
    var regions: [(String, Range<Int>)] = []
    for (position, (stage, start)) in markers.enumerated() {
      let next = position + 1 < markers.count ? markers[position + 1].1 : lines.count
      let scopeEnd =
        scanner.closingBrace(ofScopeAt: offsets[start]).flatMap { brace in
          offsets.lastIndex { $0 <= brace }
        } ?? lines.count
      regions.append((stage, start..<max(start + 1, min(next, scopeEnd))))
    }
    self.regions = regions
    let fileOrder = regions.map(\.0).reduce(into: [String]()) { found, stage in
      if !found.contains(stage) { found.append(stage) }
    }
    walkthrough =
      order.filter(fileOrder.contains) + fileOrder.filter { !order.contains($0) }
    let declared = DeclaredTests(outline)
    self.declared = declared
    tokens = SwiftTokens(source)
    typeLines = outline.types.map { $0.line...$0.endLine }
    typeShells = outline.types.map { ($0.firstLine...$0.line, $0.endLine) }
    nestedTypes = outline.types.filter { $0.parent != nil }.map { ($0.name, $0.line) }
    testLines = outline.functions.filter { function in
      function.attributes.contains("@Test")
        || declared.tests.contains { $0.line == function.line }
        || declared.notTests.contains { $0.line == function.line }
    }.map { $0.firstLine...$0.endLine }
  }

  /// Each type's lines, for the scope a stage's line stands in.
  private let typeLines: [ClosedRange<Int>]
  /// The types declared inside another type, with the zero-based line of their keyword.
  private let nestedTypes: [(name: String, line: Int)]

  /// The zero-based line of a type named `name` that is nested in another type.
  func nestedTypeLine(named name: String) -> Int? {
    nestedTypes.first { $0.name == name }?.line
  }

  /// Each type's opening lines (its attributes to its keyword) and its closing brace's.
  private let typeShells: [(opening: ClosedRange<Int>, closing: Int)]

  /// The innermost type whose body holds line `line` (its index in the file's outline),
  /// or `nil` at file scope.
  func scope(ofLine line: Int) -> Int? {
    typeLines.indices.filter { typeLines[$0].contains(line) && typeLines[$0].lowerBound < line }
      .max { typeLines[$0].lowerBound < typeLines[$1].lowerBound }
  }

  /// The file's code, for what a later section declares (``SectionDeclarations``).
  private let tokens: SwiftTokens
  /// The lines of every test, and of every function meant as one: a trial of an earlier
  /// stage never keeps them from a later section.
  private let testLines: [ClosedRange<Int>]

  /// The stages the file has a section for, in the order their first lines come.
  var stages: [String] {
    var seen: Set<String> = []
    return regions.map(\.stage).filter { seen.insert($0).inserted }
  }

  /// The stages with more than one `// stage:` line.
  var repeatedStages: [String] {
    stages.filter { stage in regions.filter { $0.stage == stage }.count > 1 }
  }

  /// The test functions declared in `stage`'s sections; empty when it has none or no section.
  func tests(of stage: String) -> [String] {
    testDeclarations(of: stage).map(\.name)
  }

  /// The tests declared in `stage`'s sections, as their frameworks see them.
  func testDeclarations(of stage: String) -> [DeclaredTests.Test] {
    let ranges = regions.filter { $0.stage == stage }.map(\.lines)
    return declared.tests.filter { test in ranges.contains { $0.contains(test.line) } }
  }

  /// The functions in `stage`'s sections that look like tests but will not run, and why.
  func notTests(of stage: String) -> [DeclaredTests.NotATest] {
    let ranges = regions.filter { $0.stage == stage }.map(\.lines)
    return declared.notTests.filter { function in ranges.contains { $0.contains(function.line) } }
  }

  /// The stages whose sections declare the test that ran as `id` (`Suite/name()`,
  /// `Class/test_x`): the one whose declaration's suite is the id's, where a name is under
  /// two stages' lines (a fresh learner's ninth try, 01 row 113; tenth try, 03 row 114);
  /// every stage with a test of its name when no suite matches.
  func stages(ofTest id: String) -> [String] {
    let name = WrittenTests.functionName(of: id)
    let named = stages.filter { tests(of: $0).contains(name) }
    let placed = named.filter { stage in
      testDeclarations(of: stage).contains {
        $0.name == name && WrittenTests.isDeclared(in: $0.suite, as: id)
      }
    }
    return placed.isEmpty ? named : placed
  }

  /// The tests under no stage's line: the kit cannot tell which stage they are for.
  var testsOutsideSections: [DeclaredTests.Test] {
    declared.tests.filter { test in !regions.contains { $0.lines.contains(test.line) } }
  }

  /// The lines of `stage`'s sections; empty when the file has no section for it.
  func source(of stage: String) -> String {
    regions.filter { $0.stage == stage }.map { lines[$0.lines].joined(separator: "\n") }
      .joined(separator: "\n")
  }

  /// The file as a trial of `stage` compiles it: the sections of the stages after it
  /// blanked, so that a later test, which may use code the stage has not written yet, does
  /// not keep it from building. Blank lines, not removed ones: every line keeps its number,
  /// so a compiler's message names the learner's own line. Everything outside the later
  /// sections stays: the set-up, helpers, the closing braces, types after the suite.
  ///
  /// The tests of the stages before it do not run: a trial runs its test class (or
  /// module's suites) whole, and a slow test of an earlier stage would otherwise take every
  /// later stage's time and be blamed on it. An XCTest test is renamed (``earlierPrefix``);
  /// a Swift Testing test loses its `@Test` attribute, arguments and traits included,
  /// blanked with spaces. Both stay as functions, so a later test that calls one still
  /// builds, and every line and column keeps its place.
  func through(_ stage: String) -> String {
    var kept = lines
    for line in linesOut(after: stage) { kept[line] = "" }
    let order = walkthrough
    guard let position = order.firstIndex(of: stage) else { return kept.joined(separator: "\n") }
    let earlier = Set(order[..<position])
    var renamed = declared.tests.filter { test in
      test.framework == .xctest && self.stage(atLine: test.line).map(earlier.contains) == true
    }.map { (name: $0.name, line: $0.line) }
    // A method SwiftPM's list of XCTest tests names and then cannot compile does not run in
    // the learner's run either: in no trial may it keep a build from judging the others.
    renamed += declared.notTests.filter(\.breaksTheTestList).map { ($0.name, $0.line) }
    for test in renamed {
      // `func test_x` or, escaped in backticks, ``func `test_x` ``.
      if let name = kept[test.line].range(of: "func \(test.name)") {
        kept[test.line].replaceSubrange(name, with: "func \(Self.earlierPrefix)\(test.name)")
      } else if let name = kept[test.line].range(of: "func `\(test.name)`") {
        kept[test.line].replaceSubrange(name, with: "func `\(Self.earlierPrefix)\(test.name)`")
      }
    }
    for test in declared.tests where test.framework == .swiftTesting {
      guard let owner = self.stage(atLine: test.line), earlier.contains(owner),
        let attribute = testAttribute(ofFunctionAt: test.line)
      else { continue }
      Self.blank(
        from: tokens.tokens[attribute.lowerBound], through: tokens.tokens[attribute.upperBound],
        in: &kept)
    }
    return kept.joined(separator: "\n")
  }

  /// The tokens of the `@Test` attribute, with its parentheses, before the `func` keyword
  /// on `line`.
  private func testAttribute(ofFunctionAt line: Int) -> ClosedRange<Int>? {
    let all = tokens.tokens
    guard let function = all.firstIndex(where: { $0.line == line && $0.text == "func" }) else {
      return nil
    }
    let first = TestFileOutline.firstAttributeIndex(before: function, in: tokens)
    guard let test = (first..<function).first(where: { all[$0].text == "@Test" }) else {
      return nil
    }
    guard test + 1 < function, all[test + 1].text == "(", let close = tokens.closing(test + 1)
    else { return test...test }
    return test...close
  }

  /// `lines` with the characters from `first` to the end of `last` made spaces.
  private static func blank(
    from first: SwiftTokens.Token, through last: SwiftTokens.Token, in lines: inout [Substring]
  ) {
    for line in first.line...last.line {
      var characters = Array(lines[line])
      let start = line == first.line ? first.column : 0
      let end = line == last.line ? last.column + last.text.count : characters.count
      guard start < end, end <= characters.count else { continue }
      characters.replaceSubrange(start..<end, with: repeatElement(" ", count: end - start))
      lines[line] = Substring(String(characters))
    }
  }

  /// The lines a trial of `stage` leaves out: the sections of the stages after it, but for
  /// the declarations there that the lines it keeps use (a constant, a helper, a type),
  /// without any test inside them. Empty when the file has no section for `stage`.
  func linesOut(after stage: String) -> Set<Int> {
    let order = walkthrough
    guard let position = order.firstIndex(of: stage) else { return [] }
    let later = Set(order[(position + 1)...])
    let laterRegions = regions.filter { later.contains($0.stage) }.map(\.lines)
    var out = Set(laterRegions.joined())
    var candidates = laterRegions.flatMap {
      SectionDeclarations(tokens, lines: $0).declarations
    }.filter { declaration in
      !testLines.contains {
        $0.contains(declaration.lines.lowerBound) && $0.contains(declaration.lines.upperBound)
      }
    }
    var used = Set(
      tokens.tokens.filter { !out.contains($0.line) }.map { TestFileOutline.plainName($0.text) })
    while let index = candidates.firstIndex(where: { !$0.names.isDisjoint(with: used) }) {
      let declaration = candidates.remove(at: index)
      let keptLines = declaration.lines.filter { line in !testLines.contains { $0.contains(line) } }
      out.subtract(keptLines)
      used.formUnion(
        tokens.tokens.filter { keptLines.contains($0.line) }.map {
          TestFileOutline.plainName($0.text)
        })
    }
    // A type the cut goes through keeps its opening lines and its closing brace: a suite
    // under one stage's line whose body holds another stage's line (a fresh learner's sixth
    // try, 11 row 33) lost its opening line, kept its closing brace, and the trial did not
    // compile ("extraneous '}' at top level").
    for shell in typeShells {
      let whole = Set(shell.opening).union(shell.opening.upperBound...shell.closing)
      if !whole.isSubset(of: out) && !whole.isDisjoint(with: out) {
        out.subtract(shell.opening)
        out.remove(shell.closing)
      }
    }
    return out
  }

  /// What an earlier stage's XCTest test is renamed with in a later stage's trial: no
  /// longer starting with `test`, XCTest does not run it.
  static let earlierPrefix = "earlierStage_"

  /// What a trial of `stage` depends on, for the judge's cache: the lines it keeps (the
  /// later sections taken out, not blanked), and where the kept lines that say something
  /// stand after the first section taken out. So a later stage's test growing by a line
  /// costs this stage no trial, unless code after it (a suite after the class) moved,
  /// whose line numbers a verdict's messages may quote.
  func key(through stage: String) -> String {
    let out = linesOut(after: stage)
    guard let firstOut = out.min() else { return lines.joined(separator: "\n") }
    var kept: [Substring] = []
    var moved: [Int] = []
    for (index, line) in lines.enumerated() where !out.contains(index) {
      kept.append(line)
      let text = line.trimmingCharacters(in: .whitespaces)
      if index > firstOut && !text.isEmpty && text != "}" { moved.append(index) }
    }
    return kept.joined(separator: "\n") + "\n// kept after the cut: \(moved)"
  }

  /// The stage whose sections hold line `line` (zero-based), if any.
  func stage(atLine line: Int) -> String? {
    regions.first { $0.lines.contains(line) }?.stage
  }
}
