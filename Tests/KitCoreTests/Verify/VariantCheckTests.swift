import Testing

@testable import KitCore

@Suite("Comparing a run with the manifest")
struct VariantCheckTests {
  let tests = ["S/test_a", "S/test_b"]
  let expectA = [ExpectedFailure(test: "S/test_a", reason: "is not equal to (\"2\")")]

  @Test("a run failing exactly as expected has no problems")
  func asExpected() {
    let run = TestRun(outcomes: [
      "S/test_a": .failed(messages: [#"XCTAssertEqual failed: ("1") is not equal to ("2")"#]),
      "S/test_b": .passed,
    ])

    #expect(
      VariantCheck.problems(in: run, expectedFailures: expectA, walkthroughTests: tests) == [])
  }

  @Test("a test expected to fail that passes is a secretly solved starter")
  func unexpectedPass() {
    let run = TestRun(outcomes: ["S/test_a": .passed, "S/test_b": .passed])

    let problems = VariantCheck.problems(
      in: run, expectedFailures: expectA, walkthroughTests: tests)

    #expect(problems == [#"S/test_a passed, but should fail with “is not equal to ("2")”"#])
  }

  @Test("a failure for another reason, an unexpected failure and a crash are each named")
  func wrongFailures() {
    let run = TestRun(outcomes: [
      "S/test_a": .failed(messages: ["XCTAssertNil failed"]),
      "S/test_b": .crashed(message: "crashed (signal 4)"),
    ])

    let problems = VariantCheck.problems(
      in: run, expectedFailures: expectA, walkthroughTests: tests)

    #expect(
      problems == [
        #"S/test_a failed for another reason: “XCTAssertNil failed”, expected “is not equal to ("2")”"#,
        "S/test_b should pass but crashed (signal 4)",
      ])
  }

  @Test("a renamed test is reported twice: missing from the run, and unknown to the manifest")
  func renamedTest() {
    let run = TestRun(outcomes: [
      "S/test_a": .failed(messages: [#"("1") is not equal to ("2")"#]), "S/test_c": .passed,
    ])

    let problems = VariantCheck.problems(
      in: run, expectedFailures: expectA, walkthroughTests: tests)

    #expect(
      problems == [
        "S/test_b did not run (renamed or deleted?)",
        "S/test_c ran but no stage of the manifest lists it",
      ])
  }

  @Test("a test the learner has yet to write may be missing")
  func optionalTest() {
    let run = TestRun(outcomes: ["S/test_a": .failed(messages: [#"is not equal to ("2")"#])])

    let problems = VariantCheck.problems(
      in: run, expectedFailures: expectA, walkthroughTests: tests, optional: ["S/test_b"])

    #expect(problems == [])
  }

  @Test("a build that failed or timed out is one problem, not one per test")
  func compileErrorAndTimeout() {
    let broken = TestRun(compileErrors: [CompileError(file: "A.swift", line: 3, message: "boom")])
    let slow = TestRun(timedOut: true)

    #expect(
      VariantCheck.problems(in: broken, expectedFailures: [], walkthroughTests: tests) == [
        "does not compile: A.swift:3: boom"
      ])
    #expect(
      VariantCheck.problems(in: slow, expectedFailures: [], walkthroughTests: tests) == [
        "timed out"
      ])
  }
}
