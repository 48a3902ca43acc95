import Testing

@testable import KitCore

@Suite("The root package's tests, as verify reports them")
struct RootTestsTests {
  @Test("a passing run names both frameworks' counts")
  func passing() {
    let output = """
      Test Suite 'All tests' passed at 2026-11-22 08:30:00.000
      \t Executed 230 tests, with 0 failures (0 unexpected) in 1.2 (1.3) seconds
      ✔ Test run with 244 tests in 40 suites passed after 3.1 seconds.
      """

    let outcome = RootTests.outcome(exitCode: 0, output: output)

    #expect(
      outcome
        == .init(
          passed: true, summary: "XCTest: 230 tests, 0 failures; Swift Testing: 244 tests passed"))
  }

  @Test("a failing run is not passed, and keeps the end of the output to read")
  func failing() {
    let output = """
      \t Executed 230 tests, with 2 failures (0 unexpected) in 1.2 (1.3) seconds
      ✘ Test run with 244 tests in 40 suites failed after 3.1 seconds with 1 issue.
      """

    let outcome = RootTests.outcome(exitCode: 1, output: output)

    #expect(!outcome.passed)
    #expect(
      outcome.summary.hasPrefix("XCTest: 230 tests, 2 failures; Swift Testing: 244 tests failed"))
    #expect(outcome.summary.contains("with 1 issue"))
  }
}
