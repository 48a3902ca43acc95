import Foundation
import Testing

@testable import KitCore

/// A Swift Testing test that passes with a known issue, in a suite nested in an XCTestCase
/// class, as a fresh learner's eleventh try wrote it (10 rows 76, 79 and 87): its console
/// line starts `━`, not `✔`, and its results file names the suite `Outer.Inner` where
/// `swift test list` says `Outer/Inner`. It was reported "the test process ended while this
/// test ran", and that false crash was counted as the learner's red.
@Suite("A test that passes with a known issue, in a nested suite, passed")
struct KnownIssueRunTests {
  /// What Swift 6.3.1 printed on Linux for such a test, and for one at file scope.
  static let console = """
    Build complete! (0.1s)
    Test Suite 'All tests' started at 2026-11-29 05:30:04.568
    Test Case 'OuterTests.test_plain' started at 2026-11-29 05:30:04.568
    Test Case 'OuterTests.test_plain' passed (0.001 seconds)
    Test Suite 'All tests' passed at 2026-11-29 05:30:04.569
    \t Executed 1 test, with 0 failures (0 unexpected) in 0.001 (0.001) seconds
    ◇ Test run started.
    ◇ Suite OuterTests started.
    ◇ Suite Inner started.
    ◇ Test sevenAgain() started.
    ◇ Test sevenRows() started.
    ━ Test sevenRows() recorded a known issue at KTests.swift:11:35: Expectation failed: (seven() → 7) == 8
    ↳ not yet
    ━ Test sevenRows() passed after 0.001 seconds with 1 known issue.
    ✔ Test sevenAgain() passed after 0.001 seconds.
    ━ Test run with 2 tests in 3 suites passed after 0.001 seconds with 1 known issue.
    """

  @Test("the console's `━ … passed` ends the test: nothing is left running")
  func knownIssueEndsTheTest() {
    #expect(SwiftTestingConsoleParser.running(in: Self.console).isEmpty)
  }

  @Test("a nested suite's listed id is the id its results file gives")
  func nestedSuiteIDs() {
    #expect(
      TestNames.runID(ofListed: "OuterTests/Inner/sevenRows()", module: "KTests")
        == "OuterTests.Inner/sevenRows()")
    #expect(
      TestNames.runID(ofListed: "`Outer list`/`In/ner`/`a/b`()", module: "KTests")
        == "`Outer list`.`In/ner`/`a/b`()")
    #expect(
      TestNames.runID(ofListed: "Outside/sevenAgain()", module: "KTests") == "Outside/sevenAgain()")
  }

  @Test("the learner's run: every test passed, none crashed or left unrun")
  func theRun() throws {
    let folder = try TemporaryFolder()
    let swift = try FakeSwift(
      """
      if [ "$2" = "list" ]; then
        echo 'KTests.OuterTests/test_plain'
        echo 'KTests.OuterTests/Inner/sevenRows()'
        echo 'KTests.Outside/sevenAgain()'
        exit 0
      fi
      for next in "$@"; do
        if [ "$previous" = "--xunit-output" ]; then
          cat > "${next%.xml}-swift-testing.xml" <<'XML'
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites>
        <testsuite name="TestResults" errors="0" tests="2" failures="0" skipped="0" time="0.001">
          <testcase classname="KTests.Outside" name="sevenAgain()" time="0.0007" />
          <testcase classname="KTests.OuterTests.Inner" name="sevenRows()" time="0.0006" />
        </testsuite>
      </testsuites>
      XML
        fi
        previous="$next"
      done
      cat <<'OUTPUT'
      \(Self.console)
      OUTPUT
      """)
    let runner = SwiftTestRunner(
      scratchPath: folder.url.appending(path: "scratch"), timeout: .seconds(30),
      resultsFolder: folder.url.appending(path: "results"), swift: swift.path)

    let run = try runner.run(packageAt: folder.url, testModule: "KTests")

    #expect(run.outcomes.values.allSatisfy { $0.isPassed }, "\(run.outcomes)")
    #expect(run.outcomes.count == 3, "\(run.outcomes)")
    #expect(run.hung.isEmpty)
    #expect(run.neverStarted.isEmpty)
    #expect(ExerciseCheck.counts(run) == "3 passed, 0 failed")
  }
}
