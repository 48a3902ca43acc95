import Foundation
import Testing

@testable import KitCore

/// Every shipped Swift Testing test has a display name, and Swift Testing's console names
/// a test by it (`◇ Test "Saves the item" started.`), not by its function.
@Suite("A Swift Testing crash in a test with a display name")
struct SwiftTestingCrashTests {
  // Captured from `swift test` on this machine (Swift 6.3.1), the backtrace cut short.
  let output = """
    ◇ Test run started.
    ◇ Suite "The suite" started.
    ➜ Test "Disabled one" skipped: "later"
    ◇ Test "Crashing one" started.
    SkpTests/STests.swift:6: Fatal error: Unexpectedly found nil while unwrapping an Optional value
    ◇ Test "Passing one" started.
    ✔ Test "Passing one" passed after 0.001 seconds.
    *** Signal 4: Backtracing from 0x7f733776df7f... done ***
    error: Process '/tmp/skp/.build/debug/SkpPackageTests.xctest --skip-build \
    --testing-library swift-testing' exited with unexpected signal code 4
    """
  let source = """
    @Suite("The suite") struct STests {
      @Test("Disabled one", .disabled("later")) func disabledOne() { #expect(1 == 2) }
      @Test("Passing one") func passingOne() { #expect(1 == 1) }
      @Test(
        "Crashing one",
        .tags(.slow))
      func crashingOne() { _ = value()! }
      @Test func plain() {}
    }
    """

  @Test("the display names of a test file map to their functions")
  func displayNames() {
    #expect(
      SwiftTestingConsoleParser.functionsByDisplayName(in: source) == [
        "Disabled one": "disabledOne", "Passing one": "passingOne", "Crashing one": "crashingOne",
      ])
  }

  @Test("the crash is put on the test that was running, with the fatal message")
  func attribution() throws {
    let crash = try #require(SwiftTestingConsoleParser.crash(in: output))
    var run = TestRun()
    let names = SwiftTestingConsoleParser.functionsByDisplayName(in: source)
    run.swiftTestingCrash = crash.naming(names)
    run.consoleEnded = SwiftTestRunner.consoleEnded(output, names: names)

    let attributed = run.attributingUnfinished(
      among: ["STests/crashingOne()", "STests/passingOne()", "STests/disabledOne()"])

    #expect(crash.runningTests == ["Crashing one"])
    #expect(
      attributed.outcomes == [
        "STests/crashingOne()": .crashed(
          message:
            "crashed (signal 4): Fatal error: Unexpectedly found nil while unwrapping an Optional value"
        ),
        // Its console saw this one pass before the process died.
        "STests/passingOne()": .passed,
      ])
  }

  /// A fresh learner's check, 2026-11-28: Swift Testing runs tests side by side, so two
  /// were running when one trapped, and both were "crashed: Fatal error …". The crashed
  /// thread's backtrace names the one that trapped.
  @Test("of two tests running side by side, the crash is put on the one its backtrace names")
  func sideBySide() throws {
    let output = """
      ◇ Test run started.
      ◇ Test crashesOnPurpose() started.
      ◇ Test "the rows follow the items" started.
      Tests/RowsTests.swift:9: Fatal error: Unexpectedly found nil while unwrapping an Optional value

      *** Signal 4: Backtracing from 0x7f748856df7f... done ***

      Thread 0 "RowsPackageTests":

        0      0x00007f7486c92301 sigsuspend + 65 in libc.so.6

      Thread 1 "-qos.overcommit" crashed:

        0                  0x00007f748856df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
        2 [ra]             0x0000562f19a28152 crashesOnPurpose() + 113 in RowsPackageTests.xctest
        4 [async]          0x00007f7486f6fc20 closure #1 in static Runner._runTestCase(_:within:context:) in libTesting.so

      Thread 2 "-qos.overcommit":

        0      0x00007f7486d1d2e6 rowsFollowTheItems() + 20 in RowsPackageTests.xctest
      error: Process '/tmp/rows/.build/debug/RowsPackageTests.xctest --testing-library swift-testing' exited with unexpected signal code 4
      """
    var run = TestRun()
    run.swiftTestingCrash = try #require(SwiftTestingConsoleParser.crash(in: output)).naming(
      ["the rows follow the items": "rowsFollowTheItems"])

    let attributed = run.attributingUnfinished(
      among: ["RowsTests/crashesOnPurpose()", "RowsTests/rowsFollowTheItems()"])

    #expect(
      attributed.outcomes["RowsTests/crashesOnPurpose()"]
        == .crashed(
          message:
            "crashed (signal 4): Fatal error: Unexpectedly found nil while unwrapping an Optional value"
        ))
    #expect(
      attributed.outcomes["RowsTests/rowsFollowTheItems()"]
        == .crashed(
          message: "did not finish: the process crashed in crashesOnPurpose(), beside it"))
  }

  @Test("the runner reads the display names from the package's test files")
  func runnerReadsTheTests() throws {
    let package = FileManager.default.temporaryDirectory.appending(path: "crash-\(UUID())")
    let tests = package.appending(path: "Tests/SkpTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: package) }
    try Data(source.utf8).write(to: tests.appending(path: "STests.swift"))
    let runner = SwiftTestRunner(scratchPath: package)

    let run = runner.parse(
      ProcessResult(exitCode: 1, output: output, timedOut: false), xunit: nil,
      testingXUnit: package.appending(path: "none.xml"), module: "SkpTests", package: package)

    #expect(run.swiftTestingCrash?.runningTests == ["crashingOne"])
  }

  /// Issue 29: a learner's own Swift Testing test that traps (an index out of range in a
  /// parameterized test) was "4 passed, 0 failed", with no line for it, and later "you
  /// never saw it fail". The kit's manifest does not name a learner's tests: the test
  /// binary's own list does.
  @Test("a crash in the learner's own run is put on the learner's test, named and counted")
  func ownRunNamesTheCrash() throws {
    let folder = try TemporaryFolder()
    let run = try ownRun(
      in: folder,
      printing: """
        ◇ Test run started.
        ◇ Test answerIsPositive() started.
        ✔ Test answerIsPositive() passed after 0.001 seconds.
        ◇ Test rejects(text:) started.
        Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range
        error: Process '/s/debug/AnswerPackageTests.xctest --testing-library swift-testing' exited with unexpected signal code 4
        """)
    let exercise = try #require(ManifestFixtures.exercise)

    let text = ExerciseCheck.ownRunText(run, exercise: exercise, root: folder.url)

    #expect(
      run.outcome(of: "AnswerChecks/rejects(text:)")
        == .crashed(message: "crashed (signal 4): Fatal error: Index out of range"))
    #expect(!text.contains("0 failed"), "\(text)")
    #expect(text.contains("✗ AnswerChecks/rejects(text:): crashed (signal 4)"), "\(text)")
    // A fresh learner's eighth try, 09 row 91: "0 passed, 1 crashed" did not say that the
    // tests after the crash never reported, as the XCTest line does.
    #expect(
      text.contains("and Swift Testing's process crashed: its tests that did not report never ran"),
      "\(text)")
    var history = ExerciseState()
    _ = history.record(run, at: Date())
    #expect(history.tests["AnswerChecks/rejects(text:)"]?.firstRed != nil)
  }

  /// A fresh learner's fourteenth try, 09 rows 10 and 11: four tests passed before one
  /// trapped, and the run said "1 passed, 1 crashed, 5 did not run", holding back two
  /// stages whose tests had passed. The console says which tests ended, and how.
  @Test("tests the console saw end before the crash keep their outcome; only the rest did not run")
  func endedBeforeTheCrash() throws {
    let folder = try TemporaryFolder()
    let run = try ownRun(
      in: folder,
      printing: """
        ◇ Test run started.
        ◇ Suite AnswerChecks started.
        ◇ Test answerIsPositive() started.
        ✔ Test answerIsPositive() passed after 0.001 seconds.
        ◇ Test rejectsZero() started.
        ✘ Test rejectsZero() recorded an issue at AnswerTests.swift:20:5: Expectation failed: (answer → 0) > 0
        ✘ Test rejectsZero() failed after 0.001 seconds with 1 issue.
        ◇ Test "keeps the answer" started.
        ✔ Test "keeps the answer" passed after 0.001 seconds.
        ◇ Test rejects(text:) started.
        Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range
        error: Process '/s/debug/AnswerPackageTests.xctest --testing-library swift-testing' exited with unexpected signal code 4
        """)
    let exercise = try #require(ManifestFixtures.exercise)

    let text = ExerciseCheck.ownRunText(run, exercise: exercise, root: folder.url)

    #expect(run.outcome(of: "AnswerChecks/answerIsPositive()") == .passed)
    #expect(run.outcome(of: "AnswerChecks/`keeps the answer`()") == .passed)
    #expect(
      run.outcome(of: "AnswerChecks/rejectsZero()")
        == .failed(messages: ["Expectation failed: (answer → 0) > 0"]))
    #expect(run.neverStarted == ["AnswerChecks/later()"])
    #expect(text.contains("Your run: 2 passed, 1 failed, 1 crashed, 1 did not run"), "\(text)")
  }

  /// A fresh learner's sixteenth try, 12 row 72: the kit's guard recorded its issue ("nothing
  /// keeps the table's data source") before another test trapped; it "did not finish", and
  /// the one message it exists to give was lost.
  @Test("a test that recorded an issue before another's crash failed, with its issue")
  func issueBeforeAnotherCrash() throws {
    let folder = try TemporaryFolder()
    let run = try ownRun(
      in: folder,
      printing: """
        ◇ Test run started.
        ◇ Test rejectsZero() started.
        ◇ Test rejects(text:) started.
        ✘ Test rejectsZero() recorded an issue at AnswerTests.swift:20:5: Expectation failed: nothing keeps it
        Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range

        Thread 1 "-qos.overcommit" crashed:

          3 [ra]  0x000055c4750e72cf rejects(text:) + 2238 in P.xctest

        Thread 2 "oot.default-qos":
        error: Process '/s/debug/AnswerPackageTests.xctest --testing-library swift-testing' exited with unexpected signal code 4
        """)

    #expect(
      run.outcome(of: "AnswerChecks/rejectsZero()")
        == .failed(messages: ["Expectation failed: nothing keeps it"]))
    #expect(
      run.outcome(of: "AnswerChecks/rejects(text:)")
        == .crashed(message: "crashed (signal 4): Fatal error: Index out of range"))
  }

  /// A fresh learner's fourteenth try, 12 row 72: a parameterized test's end says how many
  /// cases it ran (`with 2 test cases passed after`), and two suites' tests of one name
  /// both passed; each was "crashed" or "did not run".
  @Test("a parameterized test's end, with its case's issue, and a name two suites share are read")
  func parameterizedAndSharedEnded() throws {
    let folder = try TemporaryFolder()
    let run = try ownRun(
      in: folder,
      printing: """
        ◇ Test run started.
        ◇ Test answerIsPositive() started.
        ✔ Test answerIsPositive() passed after 0.001 seconds.
        ◇ Test counts(row:) started.
        ◇ Test case passing 1 argument row → 0 to counts(row:) started.
        ◇ Test case passing 1 argument row → 1 to counts(row:) started.
        ✘ Test counts(row:) recorded an issue with 1 argument row → 1 at AnswerTests.swift:30:5: Expectation failed: 2 == 1
        ✘ Test counts(row:) with 2 test cases failed after 0.001 seconds with 1 issue.
        ◇ Test answerIsPositive() started.
        ✔ Test answerIsPositive() passed after 0.001 seconds.
        ◇ Test rejects(text:) started.
        ◇ Test case passing 1 argument text → "" to rejects(text:) started.
        Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range
        error: Process '/s/debug/AnswerPackageTests.xctest --testing-library swift-testing' exited with unexpected signal code 4
        """,
      listing: [
        "AnswerTests.AnswerChecks/counts(row:)", "AnswerTests.MoreChecks/answerIsPositive()",
      ])

    #expect(
      run.outcome(of: "AnswerChecks/counts(row:)")
        == .failed(messages: ["Expectation failed: 2 == 1"]))
    #expect(run.outcome(of: "AnswerChecks/answerIsPositive()") == .passed)
    #expect(run.outcome(of: "MoreChecks/answerIsPositive()") == .passed)
    #expect(run.outcome(of: "AnswerChecks/rejects(text:)").isPassed == false)
    #expect(
      run.neverStarted == [
        "AnswerChecks/`keeps the answer`()", "AnswerChecks/later()", "AnswerChecks/rejectsZero()",
      ])
  }

  /// A fresh learner's fifteenth try, 12 rows 20 and 22: a nested suite's test trapped,
  /// and the outer suite's test of the same name, which had passed, was "crashed" too.
  @Test("of two tests of one name, the crash goes to the one whose suite the backtrace names")
  func sharedNameCrashBySuite() {
    let output = """
      ◇ Test run started.
      ◇ Test cellShowsTitle() started.
      ✔ Test cellShowsTitle() passed after 0.001 seconds.
      ◇ Test cellShowsTitle() started.
      Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range

      Thread 1 "-qos.overcommit" crashed:
        3 [ra] 0x0000 ListTests.Sections.cellShowsTitle() + 1644 in ListPackageTests.xctest
      error: Process '/s/debug/ListPackageTests.xctest --testing-library swift-testing' exited with unexpected signal code 4
      """
    var run = TestRun()
    run.swiftTestingCrash = SwiftTestingConsoleParser.crash(in: output)
    run.consoleEnded = SwiftTestRunner.consoleEnded(output, names: [:])

    let attributed = run.attributingUnfinished(
      among: ["ListTests/cellShowsTitle()", "ListTests.Sections/cellShowsTitle()"])

    #expect(attributed.outcome(of: "ListTests/cellShowsTitle()") == .passed)
    #expect(
      attributed.outcome(of: "ListTests.Sections/cellShowsTitle()")
        == .crashed(message: "crashed (signal 4): Fatal error: Index out of range"))
  }

  /// A fresh learner's fifteenth try, 01, 03 and 06 rows 76 and 83: every check with a
  /// parameterized test had a "crashed" light in `kit history`, its end unread.
  @Test("a parameterized test that ended is not running when a run that finished is read")
  func parameterizedEndIsNoHang() {
    let output = """
      ◇ Test run started.
      ◇ Test counts(row:) started.
      ◇ Test case passing 1 argument row → 0 to counts(row:) started.
      ✔ Test counts(row:) with 1 test case passed after 0.001 seconds.
      ✔ Test run with 1 test in 0 suites passed after 0.001 seconds.
      """

    #expect(SwiftTestingConsoleParser.running(in: output).isEmpty)
    var run = TestRun(outcomes: ["S/counts(row:)": .passed])
    run.hung = Set(SwiftTestingConsoleParser.running(in: output))
    #expect(LightColour(run) == .green)
  }

  @Test("a crash after which every listed test had reported says no test went unrun")
  func crashWithNothingUnrun() {
    var run = TestRun(outcomes: ["S/a()": .passed, "S/b()": .crashed(message: "crashed")])
    run.swiftTestingCrash = SwiftTestingCrash(message: "crashed", runningTests: ["b()"])
    run.crashAttributedAmongListed = true

    #expect(ExerciseCheck.crashedProcesses(run) == ", and Swift Testing's process crashed")
    run.neverStarted = ["S/c()"]
    #expect(
      ExerciseCheck.crashedProcesses(run)
        == ", and Swift Testing's process crashed: its tests that did not report never ran")
  }

  /// A fresh learner's fifteenth try, 12 row 39: after an `exit()` among tests running side
  /// by side, the check put "did not finish" on three of the manifest's tests, of a file the
  /// learner's package had only comments in.
  @Test("after the runner named the unfinished tests from the package's list, no other pass does")
  func exitAttributedOnce() {
    var run = TestRun(outcomes: ["S/a()": .passed])
    run.hung = ["showsTheLocationName"]
    run.crashAttributedAmongListed = true

    let again = run.attributingUnfinished(among: ["LocationLabelTests/showsTheLocationName()"])

    #expect(again.outcomes == ["S/a()": .passed])
  }

  /// A fresh learner's sixteenth try, 03 rows 86 and 88: the backtrace writes a raw
  /// identifier's spaces as no-break spaces, the frame was not found, and the crash was put
  /// on the right test that ran beside the one that trapped.
  @Test("a raw identifier's frame, its spaces written as no-break spaces, names the culprit")
  func rawIdentifierFrame() throws {
    let output = """
      ◇ Test run started.
      ◇ Test "every done row has a done item" started.
      ◇ Test "the table has two sections" started.
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

      Thread 1 "-qos.overcommit" crashed:

        3 [ra]  0x000055c4750e72cf `every\u{A0}done\u{A0}row\u{A0}has\u{A0}a\u{A0}done\u{A0}item`() + 2238 in P.xctest

      Thread 2 "oot.default-qos":
      error: Process '/p/debug/P.xctest --testing-library swift-testing' exited with unexpected signal code 4
      """
    let crash = try #require(SwiftTestingConsoleParser.crash(in: output))
    var run = TestRun()
    run.swiftTestingCrash = crash

    let attributed = run.attributingUnfinished(
      among: ["T/`every done row has a done item`()", "T.S/`the table has two sections`()"])

    #expect(
      attributed.outcomes["T/`every done row has a done item`()"]
        == .crashed(message: "crashed (signal 4): Fatal error: Index out of range"))
    #expect(
      attributed.outcomes["T.S/`the table has two sections`()"]
        == .crashed(
          message:
            "did not finish: the process crashed in `every done row has a done item`(), beside it"))
  }

  /// A fresh learner's tenth try, 12 row 86: after the runner had put a crash on the tests
  /// its list names, the check put it again on the manifest's tests, and two tests the
  /// learner's package does not have were "crashed".
  @Test("a crash put on the listed tests is not put again on tests the package does not have")
  func crashAttributedOnce() throws {
    let folder = try TemporaryFolder()
    let run = try ownRun(
      in: folder,
      printing: """
        ◇ Test run started.
        ◇ Test rejects(text:) started.
        Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range
        error: Process '/s/debug/AnswerPackageTests.xctest --testing-library swift-testing' exited with unexpected signal code 4
        """)

    let again = run.attributingUnfinished(among: ["OtherChecks/rejects(text:)"])

    #expect(again.outcomes["OtherChecks/rejects(text:)"] == nil)
    #expect(again.outcome(of: "AnswerChecks/rejects(text:)").isPassed == false)
  }

  /// Issue 32: `exit(0)` in a Swift Testing test ends its process with status 0, before it
  /// reports.
  @Test("a learner's Swift Testing test whose process exits before it reports did not pass")
  func ownRunExit() throws {
    let folder = try TemporaryFolder()
    let run = try ownRun(
      in: folder,
      printing: """
        ◇ Test run started.
        ◇ Test rejects(text:) started.
        """)

    #expect(
      run.outcome(of: "AnswerChecks/rejects(text:)")
        == .crashed(message: SwiftTestRunner.endedMidTest))
  }

  /// The learner's run through a stand-in `swift` that prints `output` for `swift test`
  /// and the package's tests for `swift test list`.
  private func ownRun(
    in folder: TemporaryFolder, printing output: String, listing: [String] = []
  ) throws -> TestRun {
    let swift = try FakeSwift(
      """
      if [ "$2" = "list" ]; then
        echo 'AnswerTests.AnswerChecks/answerIsPositive()'
        echo 'AnswerTests.AnswerChecks/rejects(text:)'
        echo 'AnswerTests.AnswerChecks/rejectsZero()'
        echo 'AnswerTests.AnswerChecks/`keeps the answer`()'
        echo 'AnswerTests.AnswerChecks/later()'
      \(listing.map { "  echo '\($0)'\n" }.joined())
        exit 0
      fi
      # Swift Testing opens its results file as it starts: a process that dies leaves it empty.
      if [ "$2" = "--xunit-output" ]; then : > "${3%.xml}-swift-testing.xml"; fi
      echo 'Build complete! (0.1s)'
      cat <<'OUTPUT'
      \(output)
      OUTPUT
      """)
    let runner = SwiftTestRunner(
      scratchPath: folder.url.appending(path: "scratch"), timeout: .seconds(30),
      resultsFolder: folder.url.appending(path: "results"), swift: swift.path)
    return try runner.run(packageAt: folder.url, testModule: "AnswerTests")
  }

  @Test("Next points at the test that crashed, not at one the crash kept from running")
  func nextIsTheCrash() throws {
    var exercise = try #require(ManifestFixtures.exercise)
    exercise.stages[0].tests = ["STests/passingOne()", "STests/crashingOne()"]
    var run = TestRun(outcomes: ["STests/crashingOne()": .crashed(message: "crashed (signal 4)")])
    run.swiftTestingCrash = SwiftTestingCrash(
      message: "crashed (signal 4)", runningTests: ["crashingOne"])

    let report = CheckReport(exercise: exercise, run: run, declared: [:], history: ExerciseState())

    #expect(report.items.map(\.status) == [.notReached, .crashed("crashed (signal 4)")])
    #expect(report.next?.name == "STests/crashingOne()")
  }
}
