import Testing

@testable import KitCore

@Suite("XCTest's console output on Linux")
struct XCTestConsoleParserTests {
  // Captured from `swift test --parallel` on this machine (Swift 6.3.1).
  let output = """
    [1/3] Testing ProbeTests.Alpha/test_one
    error: Process '/s/debug/ProbePackageTests.xctest ProbeTests.Gamma/test_traps' exited with unexpected signal code 4
    Test Case 'Alpha.test_one' started at 2026-11-22 04:15:16.975
    /p/Tests/ProbeTests/X.swift:3: error: Alpha.test_one : XCTAssertEqual failed: ("1") is not equal to ("2") - 
    Test Case 'Alpha.test_one' failed (0.002 seconds)
    Test Case 'Gamma.test_traps' started at 2026-11-22 04:15:16.993
    Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
    """

  /// A fresh learner's ninth try, 03 row 131: a test printed `Test Case '…' passed` for a
  /// test that had failed, and the learner's run said "0 failed".
  @Test("a failure stands against a pass printed for the same test afterwards")
  func printedPassDoesNotHideAFailure() {
    let printed =
      output + "\nTest Case 'Alpha.test_one' passed (0.001 seconds)\n"
      + "Test Case 'Alpha.test_two' passed (0.001 seconds)\n"

    let results = XCTestConsoleParser.results(in: printed)

    #expect(results.passed["Alpha/test_one"] == false)
    #expect(results.passed["Alpha/test_two"] == true)
  }

  @Test("maps each assertion message to its test id")
  func failureMessages() {
    let messages = XCTestConsoleParser.failureMessages(in: output)

    #expect(
      messages == ["Alpha/test_one": [#"XCTAssertEqual failed: ("1") is not equal to ("2")"#]])
  }

  @Test("reports a crashed test with its signal and the runtime's fatal error")
  func crashes() {
    let crashes = XCTestConsoleParser.crashes(in: output, module: "ProbeTests")

    #expect(
      crashes == ["Gamma/test_traps": "crashed (signal 4): Fatal error: Index out of range"])
  }

  @Test("under --parallel, a test's process that ended is listed as finished; a hung one is not")
  func finishedTests() {
    let parallel = """
      [1/4] Testing ProbeTests.Alpha/test_one
      [2/4] Testing ProbeTests.Beta/test_two \u{20}
      [3/4] Testing OtherTests.Alpha/test_one
      Test Case 'Gamma.test_hangs' started at 2026-11-22 04:15:16.993
      """

    let finished = XCTestConsoleParser.finishedTests(in: parallel, module: "ProbeTests")

    #expect(finished == ["Alpha/test_one", "Beta/test_two"])
  }

  @Test("reads which tests passed and failed, and which started but never ended")
  func results() {
    let serial = """
      Test Case 'Alpha.test_one' started at 2026-11-22 07:49:33.040
      Test Case 'Alpha.test_one' passed (0.002 seconds)
      Test Case 'Beta.test_two' started at 2026-11-22 07:49:33.042
      Test Case 'Beta.test_two' failed (0.0 seconds)
      Test Case 'Gamma.test_traps' started at 2026-11-22 07:49:33.043
      """

    let results = XCTestConsoleParser.results(in: serial)

    #expect(results.passed == ["Alpha/test_one": true, "Beta/test_two": false])
    #expect(results.unfinished == ["Gamma/test_traps"])
  }

  @Test("reads macOS's Objective-C style test names too")
  func resultsOnMacOS() {
    let results = XCTestConsoleParser.results(
      in: "Test Case '-[ProbeTests.Alpha test_one]' passed (0.001 seconds).")

    #expect(results.passed == ["Alpha/test_one": true])
  }

  @Test("ignores compiler errors, which have no test name")
  func ignoresCompilerErrors() {
    let messages = XCTestConsoleParser.failureMessages(
      in: "/p/A.swift:3:5: error: cannot find 'x' in scope")

    #expect(messages.isEmpty)
  }
}
