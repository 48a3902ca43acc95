import Foundation
import Testing

@testable import KitCore

/// A trap in XCTest's one process makes the kit run the tests again, a process each, to put
/// the trap on its test. A test that leans on what an earlier test left (a static value)
/// passes in the learner's `swift test`, where it runs after that test, and fails alone: a
/// fresh learner's twelfth try, 00 row 82, was told "✗ test_b: XCTUnwrap failed" for a test
/// their own `swift test` passed.
@Suite("After a trap, the tests that finished before it keep what the learner's run said")
struct CrashRerunTests {
  @Test("a test that passed before the trap passed, though it fails when run alone")
  func serialVerdictsStand() throws {
    let folder = try TemporaryFolder()
    let swift = try FakeSwift(
      """
      case "$*" in
      *--parallel*)
        for next in "$@"; do
          if [ "$previous" = "--xunit-output" ]; then
            cat > "$next" <<'XML'
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites>
      <testsuite name="TestResults" errors="0" tests="2" failures="1" time="0.1">
      <testcase classname="ChoreTests.ChoreListTests" name="test_a" time="0.01"></testcase>
      <testcase classname="ChoreTests.ChoreListTests" name="test_b" time="0.01"><failure message="failed"></failure></testcase>
      </testsuite>
      </testsuites>
      XML
          fi
          previous="$next"
        done
        cat <<'OUTPUT'
      [1/3] Testing ChoreTests.ChoreListTests/test_a
      error: Process '/s/debug/ChorePackageTests.xctest ChoreTests.ChoreListTests/test_c' exited with unexpected signal code 4
      Test Case 'ChoreListTests.test_b' started at 2026-11-29 06:00:00.000
      /p/Tests/ChoreTests/ChoreListTests.swift:9: error: ChoreListTests.test_b : XCTUnwrap failed: expected non-nil value of type "ChoreList" - 
      Test Case 'ChoreListTests.test_b' failed (0.002 seconds)
      Test Case 'ChoreListTests.test_c' started at 2026-11-29 06:00:00.010
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
      OUTPUT
        ;;
      *)
        cat <<'OUTPUT'
      Build complete! (0.1s)
      Test Suite 'All tests' started at 2026-11-29 06:00:00.000
      Test Case 'ChoreListTests.test_a' started at 2026-11-29 06:00:00.001
      Test Case 'ChoreListTests.test_a' passed (0.001 seconds)
      Test Case 'ChoreListTests.test_b' started at 2026-11-29 06:00:00.002
      Test Case 'ChoreListTests.test_b' passed (0.001 seconds)
      Test Case 'ChoreListTests.test_c' started at 2026-11-29 06:00:00.003
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
      error: Exited with unexpected signal code 4
      OUTPUT
        ;;
      esac
      """)
    let runner = SwiftTestRunner(
      scratchPath: folder.url.appending(path: "scratch"), timeout: .seconds(30),
      resultsFolder: folder.url.appending(path: "results"), swift: swift.path)

    let run = try runner.run(packageAt: folder.url, testModule: "ChoreTests")

    #expect(run.outcome(of: "ChoreListTests/test_a") == .passed)
    #expect(run.outcome(of: "ChoreListTests/test_b") == .passed, "\(run.outcomes)")
    #expect(
      run.outcome(of: "ChoreListTests/test_c")
        == .crashed(message: "crashed (signal 4): Fatal error: Index out of range"))
  }
}
