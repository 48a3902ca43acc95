import Foundation
import Testing

@testable import KitCore

/// Issue 29: a test named with a Swift 6.2 raw identifier (`` @Test func `three remain`() ``)
/// goes by three names. Its id keeps the backticks (`` `Chore list`/`three remain`() ``, in
/// `swift test list` and in the results file), its declaration is read without them
/// (`three remain`), and Swift Testing's console prints it as a display name in quotes
/// (`◇ Test "three remain" started.`). Measured with Swift 6.3.1 on Linux; every place the
/// kit meets a run's names with a file's must read all three as one test.
@Suite("A test named with a raw identifier, in a run")
struct RawIdentifierRunTests {
  @Test("a crash is put on the raw-identifier test that was running, brackets and all")
  func crashOnRawIdentifier() {
    let crash = SwiftTestingCrash(
      message: "crashed (signal 4)", runningTests: ["rejects (badly) typed text"])

    #expect(crash.wasRunning("`Answer checks`/`rejects (badly) typed text`(text:)"))
    #expect(crash.wasRunning("Checks.`Answer checks`/`rejects (badly) typed text`()"))
    #expect(!crash.wasRunning("`Answer checks`/`accepts typed text`(text:)"))
    #expect(!crash.wasRunning("`Answer checks`/rejects(text:)"))
  }

  /// A fresh learner's tenth try, 12 rows 85 to 93: the backtrace names a raw-identifier
  /// function in backticks (`` RTests.`headers read To do and Done`() + 185 ``, measured
  /// with Swift 6.3.1), so no test was found to have trapped, and every test running
  /// beside it was told it crashed.
  @Test("the backtrace's raw-identifier frame names the test that trapped")
  func culpritInBackticks() {
    let crash = SwiftTestingCrash(
      message: "crashed (signal 4): Fatal error: Index out of range",
      runningTests: ["headers read To do and Done", "plainOne()"],
      crashedThread: """
        Thread 4 "oot.default-qos" crashed:
          4 [ra]             0x000055c260b8637a RTests.`headers read To do and Done`() + 185 in RPackageTests.xctest
        """)

    #expect(crash.culprits == ["headers read To do and Done"])
    #expect(crash.message(for: "RTests/plainOne()").hasPrefix(SwiftTestingCrash.besideACrash))
    #expect(
      crash.message(for: "RTests/`headers read To do and Done`()")
        == "crashed (signal 4): Fatal error: Index out of range")
  }

  @Test("a plain function on the console still matches its id")
  func plainFunctionStillMatches() {
    let crash = SwiftTestingCrash(message: "crashed", runningTests: ["rejects(text:)"])

    #expect(crash.wasRunning("AnswerChecks/rejects(text:)"))
    #expect(!crash.wasRunning("AnswerChecks/accepts(text:)"))
  }

  @Test("a display name maps to a function named with a raw identifier, without backticks")
  func displayNameOfARawFunction() {
    let source = """
      @Suite struct `Answer checks` {
        @Test("Saves the answer") func `saves it`() {}
        @Test("Plain one") func plainOne() {}
      }
      """

    #expect(
      SwiftTestingConsoleParser.functionsByDisplayName(in: source) == [
        "Saves the answer": "saves it", "Plain one": "plainOne",
      ])
  }

  @Test("a raw-identifier test the process ended in is the one that hung, not another")
  func hungRawIdentifier() {
    var run = TestRun()
    run.hung = ["three (open) remain"]

    #expect(run.didHang("`Chore list`/`three (open) remain`()"))
    #expect(!run.didHang("`Chore list`/`two remain`()"))
  }

  @Test("the ids `swift test list` prints keep a raw identifier's spaces")
  func listedIDsKeepRawIdentifiers() {
    let output = """
      Building for debugging...
      Build complete! (0.2s)
      AnswerTests.AnswerChecks/plain()
      AnswerTests.`Answer checks`/`rejects typed text`(text:)
      AnswerTests.Outer.`Inner suite`/`a/b (c)`()
      warning: something else / entirely
      """

    #expect(
      SwiftTestRunner.listedIDs(in: output, module: "AnswerTests") == [
        "AnswerChecks/plain()", "`Answer checks`/`rejects typed text`(text:)",
        "Outer.`Inner suite`/`a/b (c)`()",
      ])
  }

  @Test("a trial's listing runs a module whose only Swift Testing tests have raw identifiers")
  func trialListingKeepsRawIdentifiers() {
    let listing = TrialLauncher.Listing(
      xctestOutput: """
        Listing 2 tests in debug.xctest:

        FirstRedTests_s1.ChoreListTests/test_plain
        FirstRedTests_s1.ChoreListTests/test_escaped
        """,
      swiftTestingOutput: """
        FirstRedTests_s1.ChoreListTests/`Remaining count`/`three open chores leave three remaining`()
        FirstRedTests_s2.Plain/plain()
        """)

    #expect(listing.hasSwiftTests(in: "FirstRedTests_s1"))
    #expect(
      listing.ids(of: "FirstRedTests_s1") == [
        "ChoreListTests/test_plain", "ChoreListTests/test_escaped",
        // A nested suite as the results file names it (a fresh learner's eleventh try).
        "ChoreListTests.`Remaining count`/`three open chores leave three remaining`()",
      ])
  }

  /// A fresh learner's file-scope `@Test` functions in 01 were "wrong: none of it ran there"
  /// once a later stage's trial no longer held the earlier stages' tests in suites: a free
  /// function's id has no suite and no slash, and the trial thought its module had no Swift
  /// Testing test to run. Ids measured with Swift 6.3.1's `--list-tests`.
  @Test("a trial's listing runs a module whose only Swift Testing tests are free functions")
  func trialListingKeepsFreeFunctions() {
    let listing = TrialLauncher.Listing(
      xctestOutput: "Listing 0 tests in debug.xctest:\n",
      swiftTestingOutput: """
        ItemModelTests_s10_fin.sameValuesGiveEqualItems(item:)
        ItemModelTests_s2_all.`an item keeps its description, and has none without one`()/ToDoItemTests.swift:153:2
        ItemModelTests_s3_all.itemKeepsItsDescription()
        """)

    #expect(listing.hasSwiftTests(in: "ItemModelTests_s10_fin"))
    #expect(listing.hasSwiftTests(in: "ItemModelTests_s3_all"))
    // A free function's id is its module's name and its own, as the results file gives
    // it; the place the listing adds to some is dropped (a crash is put on the id the
    // results use, and a place is no function name).
    #expect(
      listing.ids(of: "ItemModelTests_s3_all") == [
        "ItemModelTests_s3_all/itemKeepsItsDescription()"
      ])
    #expect(
      listing.ids(of: "ItemModelTests_s2_all") == [
        "ItemModelTests_s2_all/`an item keeps its description, and has none without one`()"
      ])
    #expect(
      SwiftTestRunner.listedIDs(
        in: "Build complete! (0.2s)\nAnswerTests.plainFree()\nwarning: a thing (here)\n"
          + "AnswerTests.crashes()/AnswerTests.swift:9:2",
        module: "AnswerTests") == ["AnswerTests/plainFree()", "AnswerTests/crashes()"])
  }

  /// The learner's own run: a raw-identifier test that traps is crashed, named, counted as
  /// failed, and a red in the history (the red the learner saw).
  @Test("a crash in the learner's own raw-identifier test is named, counted and remembered")
  func ownRunNamesTheRawCrash() throws {
    let folder = try TemporaryFolder()
    let swift = try FakeSwift(
      """
      if [ "$2" = "list" ]; then
        echo 'AnswerTests.`Answer checks`/`answer is positive`()'
        echo 'AnswerTests.`Answer checks`/`rejects (bad) text`(text:)'
        exit 0
      fi
      echo 'Build complete! (0.1s)'
      cat <<'OUTPUT'
      ◇ Test run started.
      ◇ Suite "Answer checks" started.
      ◇ Test "answer is positive" started.
      ✔ Test "answer is positive" passed after 0.001 seconds.
      ◇ Test "rejects (bad) text" started.
      ◇ Test case passing 1 argument text → "x" to "rejects (bad) text" started.
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
      error: Process '/s/debug/AnswerPackageTests.xctest --testing-library swift-testing' exited with unexpected signal code 4
      OUTPUT
      """)
    let runner = SwiftTestRunner(
      scratchPath: folder.url.appending(path: "scratch"), timeout: .seconds(30),
      resultsFolder: folder.url.appending(path: "results"), swift: swift.path)
    let run = try runner.run(packageAt: folder.url, testModule: "AnswerTests")
    let exercise = try #require(ManifestFixtures.exercise)
    let crashed = "`Answer checks`/`rejects (bad) text`(text:)"

    let text = ExerciseCheck.ownRunText(run, exercise: exercise, root: folder.url)

    #expect(
      run.outcome(of: crashed)
        == .crashed(message: "crashed (signal 4): Fatal error: Index out of range"))
    #expect(text.contains("✗ \(crashed): crashed (signal 4)"), "\(text)")
    #expect(!text.contains("0 failed"), "\(text)")
    var history = ExerciseState()
    _ = history.record(run, at: Date())
    #expect(history.tests[crashed]?.firstRed != nil)
  }

  @Test("\"you never saw it fail\" names a raw-identifier test the learner never saw red")
  func neverSawRawIdentifierFail() {
    let neverRed = TestFirstCheck.neverRedNames(
      ["three remain", "two remain"], among: ["`Chore list`/`three remain`()"])

    #expect(neverRed == ["three remain"])
  }
}
