import Testing

@testable import KitCore

@Suite("A test-first file's stage sections")
struct StageSectionsTests {
  let source = """
    import Testing

    struct TallyTests {
      var tally = Tally()

      // stage: adding
      @Test func addsOne() {}
      @Test func addsTwo() {}

      // stage: clearing
      // TODO: a test that clear goes back to zero.
      @Test func clears() {}

      private func helper() {}
    }
    """

  @Test("each test belongs to the stage whose line is above it")
  func testsPerStage() {
    let sections = StageSections(source)

    #expect(sections.stages == ["adding", "clearing"])
    #expect(sections.tests(of: "adding") == ["addsOne", "addsTwo"])
    #expect(sections.tests(of: "clearing") == ["clears"])
    #expect(sections.tests(of: "missing").isEmpty)
  }

  /// A fresh learner's eighth try, 11 row 40: the quote in a raw identifier began a string,
  /// the suite holding it was misread, and its stage's line was said to be there "twice".
  @Test("a suite whose test is a raw identifier with a quote is a scope of its own")
  func quoteInARawIdentifierEndsNoSection() {
    let source = """
      final class ShowsTests: XCTestCase {
        // stage: showing
        func test_shows() {}
      }

      @Suite struct More {
        // stage: showing
        @Test func `shows "To Do" once`() {}
      }

      // stage: counting
      @Test func counts() {}
      """
    let sections = StageSections(source)

    #expect(sections.regions.map(\.lines) == [1..<3, 6..<8, 10..<12])
    // Each line in a scope of its own: no "the line `// stage: showing` twice" warning.
    #expect(sections.scope(ofLine: 1) != sections.scope(ofLine: 6))
    #expect(sections.scope(ofLine: 6) != nil)
    #expect(sections.tests(of: "showing") == ["test_shows", "shows \"To Do\" once"])
  }

  @Test("a stage's trial keeps the sections up to its own and the type's closing brace")
  func throughAStage() {
    let cut = StageSections(source).through("adding")

    #expect(cut.contains("@Test func addsTwo() {}"))
    #expect(!cut.contains("clears"))
    #expect(!cut.contains("helper"))
    #expect(cut.hasSuffix("}"))
    // The last stage's trial keeps every line; the earlier stage's tests are not tests there.
    #expect(
      StageSections(source).through("clearing")
        == source.replacingOccurrences(of: "@Test func adds", with: "      func adds"))
  }

  @Test(
    "a stage's trial does not run the XCTest tests of earlier stages: a slow one stays in its own stage"
  )
  func earlierTestsDoNotRun() {
    let source = """
      import XCTest

      final class TallyTests: XCTestCase {
        // stage: adding
        func test_adds() { sleep(30) }

        // stage: clearing
        func test_clears() {
          XCTAssertEqual(Tally().count, 0)
        }
      }
      """

    let cut = StageSections(source).through("clearing")

    #expect(cut.contains("func test_clears() {"))
    #expect(cut.contains("func earlierStage_test_adds() { sleep(30) }"), "\(cut)")
    #expect(DeclaredTests(TestFileOutline(cut)).tests.map(\.name) == ["test_clears"])
    #expect(cut.split(separator: "\n").count == source.split(separator: "\n").count)
    #expect(StageSections(source).through("adding").contains("func test_adds() { sleep(30) }"))
  }

  @Test("an earlier stage's XCTest test written in backticks is renamed too: it does not run")
  func earlierEscapedTestDoesNotRun() {
    let source = """
      import XCTest

      final class TallyTests: XCTestCase {
        // stage: adding
        func `test_adds`() { sleep(30) }

        // stage: clearing
        func test_clears() {}
      }
      """

    let cut = StageSections(source).through("clearing")

    #expect(cut.contains("func `earlierStage_test_adds`() { sleep(30) }"), "\(cut)")
    #expect(DeclaredTests(TestFileOutline(cut)).tests.map(\.name) == ["test_clears"])
  }

  @Test(
    "a method XCTest on Linux cannot list (spaces in backticks, a nested class) is renamed in every trial that keeps it"
  )
  func unlistableMethodsRenamed() {
    // A fresh learner's eighth try, 01 rows 120, 121 and 130: these kept their `test` names
    // in every later stage's trial, SwiftPM's generated list of them did not compile, and
    // every later stage "did not compile against the reference solution".
    let source = """
      import XCTest

      final class TallyTests: XCTestCase {
        // stage: adding
        func `test adds one`() {}

        // stage: clearing
        func test_clears() {}
      }

      // stage: adding
      enum Namespace {
        final class NestedTests: XCTestCase {
          func test_nested() {}
        }
      }
      """
    let sections = StageSections(source)

    for stage in ["adding", "clearing"] {
      let cut = sections.through(stage)
      #expect(cut.contains("func `earlierStage_test adds one`() {}"), "\(stage): \(cut)")
      #expect(cut.contains("func earlierStage_test_nested() {}"), "\(stage): \(cut)")
    }
    #expect(sections.through("clearing").contains("func test_clears() {}"))
  }

  @Test(
    "an earlier stage's Swift Testing tests lose their @Test in a later stage's trial: they do not run, and still build"
  )
  func earlierSwiftTestingTestsDoNotRun() {
    let source = """
      import Testing

      @Suite struct TallyTests {
        // stage: adding
        @Test func adds() { sleep(30) }

        @MainActor @Test(
          "adds (each time)", .timeLimit(.minutes(1)),
          arguments: [1, 2]) func addsEach(times: Int) { sleep(30) }

        @Test func `adds in backticks`() { sleep(30) }

        // stage: clearing
        @Test("clears") func clears() {
          adds()
          #expect(Tally().count == 0)
        }
      }
      """

    let cut = StageSections(source).through("clearing")

    #expect(DeclaredTests(TestFileOutline(cut)).tests.map(\.name) == ["clears"], "\(cut)")
    #expect(cut.contains("func adds() { sleep(30) }"))
    #expect(cut.contains("func addsEach(times: Int) { sleep(30) }"))
    #expect(cut.contains("@MainActor"))
    #expect(cut.contains("func `adds in backticks`() { sleep(30) }"))
    #expect(!cut.contains("adds (each time)"))
    #expect(
      cut.split(separator: "\n", omittingEmptySubsequences: false).count
        == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(StageSections(source).through("adding").contains("@Test func adds()"))
  }

  /// A fresh learner's sixth try (03 row 93, 01 row 87, 11 row 25): an earlier stage's
  /// section placed after a later one's in the file kept the later section in its trial,
  /// and a half-written test there failed the earlier stage. Later means later in the
  /// walkthrough, wherever the section stands.
  @Test("a trial leaves out the stages after it in the walkthrough, not in the file")
  func walkthroughOrderNotFileOrder() {
    let source = """
      final class TallyTests: XCTestCase {
        // stage: clearing
        func test_clears() { XCTAssertEqual(Tally().notYetWritten, 0) }
      }

      // stage: adding
      @Test func addsOne() { #expect(Tally().count == 0) }
      """

    let cut = StageSections(source, order: ["adding", "clearing"]).through("adding")

    #expect(!cut.contains("notYetWritten"), "\(cut)")
    #expect(cut.contains("@Test func addsOne()"), "\(cut)")
    #expect(cut.contains("final class TallyTests: XCTestCase {"), "\(cut)")
  }

  /// The same try, 11 row 33: a section at file scope runs on into the suite after it, to
  /// the next stage's line inside; blanking it took the suite's opening line and left its
  /// closing brace, and the trial did not compile ("extraneous '}' at top level").
  @Test("a type the blanked lines cut through keeps its opening lines and closing brace")
  func sectionStopsAtTheNextType() {
    let source = """
      // stage: clearing
      final class ClearingTests: XCTestCase {
        func test_clears() { XCTAssertEqual(Tally().notYetWritten, 0) }
      }

      @MainActor
      @Suite struct TallyTests {
        // stage: adding
        @Test func addsOne() { #expect(Tally().count == 0) }
      }
      """
    let sections = StageSections(source, order: ["adding", "clearing"])

    let cut = sections.through("adding")

    #expect(!cut.contains("notYetWritten"), "\(cut)")
    #expect(cut.contains("@MainActor\n@Suite struct TallyTests {"), "\(cut)")
    #expect(sections.tests(of: "clearing") == ["test_clears"])
  }

  @Test("code at file scope after the suite stays in every stage's trial")
  func fileScopeAfterTheSuite() {
    let source = """
      struct TallyTests {
        // stage: adding
        @Test func addsOne() { #expect(label == "}") }

        // stage: clearing
        @Test func clears() {
          // a brace in a comment: }
          #expect(text == "{")
        }
      }

      enum Failure: Error {
        case offline
      }
      """
    let cut = StageSections(source).through("adding")

    #expect(!cut.contains("clears"))
    #expect(cut.contains("@Test func addsOne() { #expect(label == \"}\") }"))
    #expect(cut.hasSuffix("\n}\n\nenum Failure: Error {\n  case offline\n}"), "\(cut)")
  }

  @Test("tests at file scope, without a suite: a stage's trial ends where the next section starts")
  func freeFunctions() {
    let source = """
      import Testing

      // stage: adding
      @Test func addsOne() {
        #expect(Tally().count == 0)
      }

      // stage: clearing
      @Test func clears() {
        #expect(true)
      }
      """
    let cut = StageSections(source).through("adding")

    #expect(!cut.contains("clears"))
    #expect(cut.contains("#expect(Tally().count == 0)\n}"), "\(cut)")
    #expect(cut.filter { $0 == "{" }.count == cut.filter { $0 == "}" }.count)
  }

  @Test("a helper under a later stage's line stays in an earlier stage's trial that uses it")
  func helperUnderALaterLine() {
    let source = """
      final class TallyTests: XCTestCase {
        // stage: adding
        func test_addsOne() {
          XCTAssertEqual(makeTally(adding: addedCount).count, addedCount)
        }

        // stage: clearing
        private let addedCount = 3

        private func makeTally(adding count: Int) -> Tally {
          var tally = Tally()
          for _ in 0..<count { tally.add() }
          return tally
        }

        private func unused() -> Clearing { Clearing() }

        func test_clears() {
          XCTAssertEqual(makeTally(adding: 2).cleared().count, 0)
        }
      }
      """
    let sections = StageSections(source)
    let cut = sections.through("adding")

    #expect(cut.contains("private let addedCount = 3"), "\(cut)")
    #expect(cut.contains("private func makeTally(adding count: Int) -> Tally {"))
    #expect(cut.contains("for _ in 0..<count { tally.add() }"))
    #expect(!cut.contains("unused"), "a helper no kept line uses may need the later code")
    #expect(!cut.contains("test_clears"))
    #expect(!cut.contains("cleared()"))
    #expect(cut.split(separator: "\n", omittingEmptySubsequences: false).count == 21)
    #expect(sections.key(through: "adding").contains("private let addedCount = 3"))
    #expect(sections.tests(of: "clearing") == ["test_clears"])
  }

  @Test("a suite after the class under a later line goes out whole when nothing uses it")
  func laterSuiteGoesWhole() {
    let source = """
      final class TallyTests: XCTestCase {
        // stage: adding
        func test_addsOne() {}
      }

      // stage: clearing
      @Suite struct ClearingTests {
        let tally = Tally()
        @Test func clears() {}
      }
      """
    let cut = StageSections(source).through("adding")

    #expect(!cut.contains("ClearingTests"))
    #expect(!cut.contains("let tally"))
    #expect(cut.filter { $0 == "{" }.count == cut.filter { $0 == "}" }.count)
  }

  @Test("a file without stage lines has no sections")
  func noMarkers() {
    #expect(StageSections("struct T {\n  @Test func a() {}\n}").stages.isEmpty)
  }
}

@Suite("Choosing the mode")
struct LearningModeTests {
  @Test("kit start takes --test-first or --guided, or neither for the room's default")
  func parsing() throws {
    #expect(
      sameCommand(
        try CommandRegistry.kit.parse(["start", "03", "--test-first"]),
        StartCommand(exercise: "03", mode: .testFirst)))
    #expect(
      sameCommand(
        try CommandRegistry.kit.parse(["start", "03", "--guided"]),
        StartCommand(exercise: "03", mode: .guided)))
    #expect(
      sameCommand(
        try CommandRegistry.kit.parse(["start", "03"]), StartCommand(exercise: "03", mode: nil)))
    #expect(throws: UsageError.self) {
      try CommandRegistry.kit.parse(["start", "03", "--test-first", "--guided"])
    }
  }

  @Test("the room's default comes from TDDKIT_MODE; an unknown word is an error, not a guess")
  func roomDefault() throws {
    #expect(try LearningMode.roomDefault(environment: [:]) == nil)
    #expect(try LearningMode.roomDefault(environment: ["TDDKIT_MODE": "test-first"]) == .testFirst)
    #expect(try LearningMode.roomDefault(environment: ["TDDKIT_MODE": "guided"]) == .guided)
    #expect(throws: UsageError.self) {
      try LearningMode.roomDefault(environment: ["TDDKIT_MODE": "testfirst"])
    }
  }
}

@Suite("What a stage's cached verdict depends on")
struct StageSectionsKeyTests {
  func file(clearing: String, after: String = "") -> String {
    """
    struct TallyTests {
      // stage: adding
      @Test func addsOne() {}

      // stage: clearing
    \(clearing)
    }
    \(after)
    """
  }

  @Test("a later stage's test growing by lines leaves an earlier stage's key as it was")
  func laterGrowth() {
    let short = StageSections(file(clearing: "  @Test func clears() {}"))
    let long = StageSections(file(clearing: "  @Test func clears() {\n    tally.clear()\n  }"))

    #expect(short.key(through: "adding") == long.key(through: "adding"))
    #expect(short.through("adding") != long.through("adding"))
    #expect(short.key(through: "clearing") != long.key(through: "clearing"))
  }

  @Test("code after the cut that moves changes the key: a message may quote its lines")
  func codeAfterMoves() {
    let after = "struct More {\n  @Test func more() {}\n}"
    let short = StageSections(file(clearing: "  @Test func clears() {}", after: after))
    let long = StageSections(
      file(clearing: "  @Test func clears() {\n    tally.clear()\n  }", after: after))

    #expect(short.key(through: "adding") != long.key(through: "adding"))
  }
}
