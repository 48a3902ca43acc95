import Foundation
import Testing

@testable import KitCore

/// What `swift test` prints on macOS, where Apple's XCTest names a test `-[Module.Class
/// test]` and writes to standard error (issue 23, item 8). The fixtures are written by
/// hand from Apple's documented format (`Test Case '-[Module.Class test]' passed (0.001
/// seconds).`) and from SwiftPM's test runner, which starts `xctest -XCTest
/// Module.Class/test Bundle.xctest` for each test under `--parallel`; CI runs on Linux.
@Suite("Darwin's XCTest output, from recorded fixtures")
struct DarwinConsoleTests {
  let serial = """
    Test Suite 'All tests' started at 2026-11-23 21:58:34.100.
    Test Suite 'AnswerPackageTests.xctest' started at 2026-11-23 21:58:34.101.
    Test Suite 'AnswerTests' started at 2026-11-23 21:58:34.101.
    Test Case '-[AnswerTests.AnswerTests test_answer_isFortyTwo]' started.
    /Users/me/kit/Exercises/01-answer/Tests/AnswerTests/AnswerTests.swift:8: error: -[AnswerTests.AnswerTests test_answer_isFortyTwo] : XCTAssertEqual failed: ("0") is not equal to ("42")
    Test Case '-[AnswerTests.AnswerTests test_answer_isFortyTwo]' failed (0.002 seconds).
    Test Case '-[AnswerTests.AnswerTests test_later]' started.
    /Users/me/kit/Exercises/01-answer/Tests/AnswerTests/AnswerTests.swift:12: -[AnswerTests.AnswerTests test_later] : Test skipped - not yet
    Test Case '-[AnswerTests.AnswerTests test_later]' skipped (0.001 seconds).
    Test Case '-[AnswerTests.AnswerTests test_passes]' started.
    Test Case '-[AnswerTests.AnswerTests test_passes]' passed (0.001 seconds).
    Test Case '-[AnswerTests.AnswerTests test_hangs]' started.
    """

  @Test("passes, failures with their messages, skips with their reasons, and the test that hung")
  func serialRun() {
    let results = XCTestConsoleParser.results(in: serial)
    let messages = XCTestConsoleParser.failureMessages(in: serial)

    #expect(
      results.passed == [
        "AnswerTests/test_answer_isFortyTwo": false, "AnswerTests/test_passes": true,
      ])
    #expect(results.skipped == ["AnswerTests/test_later": "not yet"])
    #expect(results.unfinished == ["AnswerTests/test_hangs"])
    #expect(
      messages == [
        "AnswerTests/test_answer_isFortyTwo": [
          #"XCTAssertEqual failed: ("0") is not equal to ("42")"#
        ]
      ])
  }

  @Test(
    "a trap under --parallel is put on its test, with the runtime's words",
    arguments: [
      // SwiftPM 6: the process's arguments, `xctest -XCTest Module.Class/test Bundle.xctest`.
      "error: Process '/Applications/Xcode.app/Contents/Developer/usr/bin/xctest -XCTest "
        + "AnswerTests.AnswerTests/test_traps /Users/me/kit/.build/tddkit/scratch/"
        + "arm64-apple-macosx/debug/AnswerPackageTests.xctest' exited with unexpected signal code 4",
      // SwiftPM 5: only the signal, inside the output of the test that crashed.
      "error: Exited with unexpected signal code 4",
    ])
  func parallelCrash(line: String) {
    let output = """
      [1/2] Testing AnswerTests.AnswerTests/test_passes
      [2/2] Testing AnswerTests.AnswerTests/test_traps
      Test Suite 'Selected tests' started at 2026-11-23 21:58:34.100.
      Test Case '-[AnswerTests.AnswerTests test_traps]' started.
      Swift/ContiguousArrayBuffer.swift:690: Fatal error: Index out of range
      \(line)
      """

    let crashes = XCTestConsoleParser.crashes(in: output, module: "AnswerTests")

    #expect(
      crashes == ["AnswerTests/test_traps": "crashed (signal 4): Fatal error: Index out of range"])
  }

  @Test(
    "a trap in a serial run is XCTest's crash, in SwiftPM 6's words and in SwiftPM 5's",
    arguments: [
      "error: Process '/Applications/Xcode.app/Contents/Developer/usr/bin/xctest "
        + "/Users/me/kit/.build/tddkit/scratch/arm64-apple-macosx/debug/AnswerPackageTests.xctest' "
        + "exited with unexpected signal code 4",
      "error: Exited with unexpected signal code 4",
    ])
  func serialCrash(line: String) {
    let output = """
      Test Case '-[AnswerTests.AnswerTests test_traps]' started.
      Swift/ContiguousArrayBuffer.swift:690: Fatal error: Index out of range
      \(line)
      """

    #expect(SwiftTestRunner.xctestCrashed(output))
    #expect(SwiftTestingConsoleParser.crash(in: output) == nil)
  }

  @Test("a Swift Testing crash on macOS, through swiftpm-testing-helper, in either SwiftPM's words")
  func swiftTestingCrash() {
    let helper = """
      ◇ Test run started.
      ◇ Test answerIsPositive() started.
      Swift/Integers.swift:3539: Fatal error: Not enough bits to represent the passed value
      error: Process '/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/libexec/swift/pm/swiftpm-testing-helper --test-bundle-path /Users/me/kit/.build/arm64-apple-macosx/debug/AnswerPackageTests.xctest/Contents/MacOS/AnswerPackageTests /Users/me/kit/.build/arm64-apple-macosx/debug/AnswerPackageTests.xctest/Contents/MacOS/AnswerPackageTests --testing-library swift-testing' exited with unexpected signal code 5
      """
    let older = """
      Test Suite 'All tests' passed at 2026-11-23 21:58:34.100.
      ◇ Test run started.
      ◇ Test answerIsPositive() started.
      Swift/Integers.swift:3539: Fatal error: Not enough bits to represent the passed value
      error: Exited with unexpected signal code 5
      """

    for output in [helper, older] {
      let crash = SwiftTestingConsoleParser.crash(in: output)
      #expect(
        crash?.message
          == "crashed (signal 5): Fatal error: Not enough bits to represent the passed value")
      #expect(crash?.runningTests == ["answerIsPositive()"])
      #expect(!SwiftTestRunner.xctestCrashed(output))
    }
  }

  @Test("colour and SF Symbols are turned off for swift test, and escape codes read through")
  func plainConsole() throws {
    let folder = try TemporaryFolder()
    let swift = try FakeSwift(
      """
      env > "\(folder.url.path)/environment"
      echo 'Build complete! (0.1s)'
      printf '\\033[1;31m◇\\033[0m Test run started.\\n'
      printf '\\033[1;31m◇\\033[0m Test answerIsPositive() started.\\n'
      """)
    let runner = SwiftTestRunner(
      scratchPath: folder.url.appending(path: "scratch"), timeout: .seconds(30),
      resultsFolder: folder.url.appending(path: "results"), swift: swift.path)

    let run = try runner.run(packageAt: folder.url, testModule: "AnswerTests")

    let environment = try String(
      contentsOf: folder.url.appending(path: "environment"), encoding: .utf8)
    #expect(environment.contains("NO_COLOR=1\n"))
    #expect(environment.contains("SWT_SF_SYMBOLS_ENABLED=0\n"))
    #expect(run.hung == ["answerIsPositive"], "read through the escape codes")
  }

  @Test("line buffering: stdbuf found on PATH on Linux, none needed on macOS")
  func lineBuffering() throws {
    let folder = try TemporaryFolder()
    let stdbuf = try folder.write("#!/bin/sh\nexec \"$@\"\n", to: "tools/stdbuf")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stdbuf.path)
    let tools = stdbuf.deletingLastPathComponent().path

    #expect(
      LineBuffering.prefix(platform: .linux, path: "/nowhere:\(tools)")
        == [stdbuf.path, "-oL", "-eL"])
    #expect(LineBuffering.prefix(platform: .linux, path: "/nowhere") == [])
    #expect(LineBuffering.prefix(platform: .darwin, path: tools) == [])
  }
}
