import Foundation
import Testing

@testable import KitCore

@Suite("What Linux's XCTest refuses, said as it is")
struct ToolchainLimitsTests {
  func source(_ methods: [String]) -> String {
    "@MainActor\nfinal class C: XCTestCase {\n" + methods.map { "  \($0)\n" }.joined() + "}\n"
  }

  // Measured with Swift 6.3.1 on Linux (SynchronousMainActorTests' comment has the table).
  @Test(
    "the combinations of a @MainActor class that trap or do not compile, and those that run",
    arguments: [
      (["func test_s() {}"], true),
      (["func test_t() throws {}"], true),
      (["func test_a() async {}"], false),
      (["func test_s() {}", "func test_a() async {}"], false),
      (["func test_t() throws {}", "func test_a() async {}"], true),
      (["func test_s() {}", "func test_at() async throws {}"], false),
      (["func test_s() {}", "func test_t() throws {}"], true),
      (["func test_s() {}", "func test_t() throws {}", "func test_a() async {}"], true),
    ])
  func combinations(methods: [String], refused: Bool) {
    #expect(ToolchainLimits.refusedClasses(in: source(methods)).isEmpty == !refused)
  }

  @Test("a run that stopped on a refused class gets the sentence; a run that did not, none")
  func note() {
    let refused = source(["func test_sections() {}"])
    var crashed = TestRun()
    crashed.outputTail = "Could not cast value of type '(M.C) -> @Swift.MainActor () -> ()'"

    let note = ToolchainLimits.note(for: crashed, sources: [refused])

    #expect(note?.contains("C: test_sections") == true)
    #expect(note?.contains("`func test_sections() async throws`") == true)
    #expect(
      ToolchainLimits.note(for: TestRun(outcomes: ["C/test_sections": .passed]), sources: [refused])
        == nil)
    #expect(
      ToolchainLimits.note(for: crashed, sources: [source(["func test_a() async {}"])]) == nil)
  }

  /// A fresh learner's fourth try, row 72: a Swift Testing suite beside the refused class
  /// ran and passed, the XCTest process crashed out of sight of the last 30 lines, and the
  /// check said "Your run: 1 passed, 0 failed", green.
  @Test(
    "a run whose XCTest process crashed, though Swift Testing's tests passed, gets the sentence")
  func crashBesideSwiftTesting() {
    var run = TestRun(outcomes: ["Rows/toDoRows()": .passed])
    run.xctestCrashed = true

    let note = ToolchainLimits.note(for: run, sources: [source(["func test_sections() throws {}"])])
    #expect(note?.contains("C: test_sections") == true)
    #expect(note?.hasPrefix("Your own run's XCTest tests did not run: on Linux") == true)
  }

  @Test("Your run says XCTest's process crashed, beside Swift Testing's counts")
  func ownRunSaysTheCrash() throws {
    var run = TestRun(outcomes: ["Rows/toDoRows()": .passed])
    run.xctestCrashed = true
    let exercise = try #require(ManifestFixtures.exercise)

    let text = ExerciseCheck.ownRunText(
      run, exercise: exercise, root: URL(filePath: "/nowhere-\(UUID().uuidString)"))

    #expect(
      text.contains(
        "Your run: 1 passed, 0 failed, and XCTest's process crashed: its tests that did not "
          + "report never ran"), "\(text)")
  }

  /// Row 72's run as SwiftPM gives it: the serial run's XCTest process traps in the cast,
  /// Swift Testing's test reports after it, and the kit's rerun with a process per test
  /// cannot even list XCTest's tests. It was read as "1 passed".
  @Test("a rerun that cannot list XCTest's tests leaves the run crashed, not passed")
  func rerunThatCannotList() throws {
    let folder = try TemporaryFolder()
    let swift = try FakeSwift(
      """
      if [ "$2" = "--skip-build" ]; then
        echo "error: signalled(6): /x/AnswerPackageTests.xctest --dump-tests-json output:"
        echo "    Could not cast value of type '(AnswerTests.C) -> @Swift.MainActor () throws -> ()'"
        exit 1
      fi
      echo 'Build complete! (0.1s)'
      xunit="$3"
      cat > "${xunit%.xml}-swift-testing.xml" <<'XML'
      <testsuites><testsuite name="TestResults" tests="1"><testcase classname="AnswerTests" name="rowsFollow()"/></testsuite></testsuites>
      XML
      echo "Could not cast value of type '(AnswerTests.C) -> @Swift.MainActor () throws -> ()'"
      echo "error: Process '/x/AnswerPackageTests.xctest' exited with unexpected signal code 6"
      echo '◇ Test run started.'
      echo '✔ Test rowsFollow() passed after 0.001 seconds.'
      exit 1
      """)
    let runner = SwiftTestRunner(
      scratchPath: folder.url.appending(path: "scratch"), timeout: .seconds(30),
      resultsFolder: folder.url.appending(path: "results"), swift: swift.path)

    let run = try runner.run(packageAt: folder.url, testModule: "AnswerTests")

    #expect(run.xctestCrashed)
    #expect(run.outcomes == ["AnswerTests/rowsFollow()": .passed])
    #expect(run.missingResults == nil, "\(run.missingResults ?? "")")
  }

  /// A fresh learner's fourth try, row 73: the generated test list of a class with a
  /// synchronous, an `async throws`, a synchronous `throws` and an `async` test failed with
  /// another message than the one the kit knew, and the check said "write the simplest code".
  @Test("the generated test list's other error for the same limit gets the sentence too")
  func conflictingArguments() {
    let run = TestRun(compileErrors: [
      CompileError(
        file:
          "/kit/.build/tddkit/scratch/x86_64-unknown-linux-gnu/debug/DataProviderPackageDiscoveredTests.derived/DataProviderTests.swift",
        line: 6, message: "conflicting arguments to generic parameter 'Element'")
    ])

    let note = ToolchainLimits.note(
      for: run,
      sources: [source(["func test_s() {}", "func test_t() throws {}", "func test_a() async {}"])])
    // A fresh learner's sixth try, 03 row 98: that run did not build, and the note said it
    // "stopped before any test ran".
    #expect(
      note?.hasPrefix(
        "Your own run did not build: SwiftPM's generated list of XCTest tests cannot hold "
          + "these methods together: on Linux") == true, "\(note ?? "")")
  }

  /// A fresh learner's sixth try: "(amber: a red of its own in TDD …)" followed an
  /// ambiguity and an actor-isolation error in the learner's tests, where nothing is new.
  @Test(
    "only an error naming something the code lacks is TDD's amber",
    arguments: [
      ("value of type 'Tally' has no member 'clear'", true),
      ("cannot find 'Counter' in scope", true),
      ("ambiguous use of 'display'", false),
      (
        "main actor-isolated property 'view' can not be referenced from a nonisolated context",
        false
      ),
    ])
  func amberOnlyForWhatIsNew(message: String, amber: Bool) throws {
    let run = TestRun(compileErrors: [
      CompileError(file: "Tests/T/T.swift", line: 7, message: message)
    ])
    let text = ExerciseCheck.ownRunText(
      run, exercise: try #require(ManifestFixtures.exercise),
      root: URL(filePath: "/nowhere-\(UUID().uuidString)"))

    #expect(text.contains("(amber:") == amber, "\(text)")
  }

  @Test("an error in SwiftPM's generated XCTest list is not amber: nothing in it is new")
  func generatedListIsNoAmber() throws {
    // A fresh learner's eighth try, 01 row 128: a class nested in an enum, which the list
    // cannot reach, was "amber: a red of its own in TDD, when the type or member is new".
    let run = TestRun(compileErrors: [
      CompileError(
        file: "/k/.build/tddkit/scratch/x86_64-unknown-linux-gnu/debug/"
          + "ItemModelPackageDiscoveredTests.derived/ItemModelTests.swift", line: 4,
        message: "cannot find type 'NestedTitleTests' in scope")
    ])
    let text = ExerciseCheck.ownRunText(
      run, exercise: try #require(ManifestFixtures.exercise),
      root: URL(filePath: "/nowhere-\(UUID().uuidString)"))

    #expect(!text.contains("(amber:"), "\(text)")
    #expect(text.hasPrefix("Your run did not build: SwiftPM's generated list of XCTest tests"))
  }

  @Test("a @Test in an XCTestCase class is not called amber, a red of its own")
  func testAttributeIsNoAmber() throws {
    let run = TestRun(compileErrors: [
      CompileError(
        file: "Tests/T/T.swift", line: 74,
        message: "Attribute 'Test' cannot be applied to a function within class 'T'")
    ])
    let text = ExerciseCheck.ownRunText(
      run, exercise: try #require(ManifestFixtures.exercise),
      root: URL(filePath: "/nowhere-\(UUID().uuidString)"))

    #expect(text.hasPrefix("Your tests do not compile yet:"), "\(text)")
    #expect(!text.contains("amber"), "\(text)")
  }
}
