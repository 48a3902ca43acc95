import Testing

@testable import KitCore

@Suite("Which tests a run may lack")
struct MissingTestsTests {
  @Test("learner-written tests may be missing before they are written, placeholders after")
  func writtenAndPlaceholderTests() throws {
    var exercise = try #require(try ManifestFixtures.manifest.exercises.first)
    exercise.stages[0].kind = .writeTheTest
    exercise.starter.failing = [
      ExpectedFailure(test: "StartHere/writeYourFirstTest()", reason: "No tests", placeholder: true)
    ]
    let written: Set = ["AnswerTests/test_answer_isFortyTwo", "AnswerChecks/answerIsPositive()"]

    #expect(exercise.testsThatMayBeMissing(in: .starter) == written)
    #expect(
      exercise.testsThatMayBeMissing(in: .stage("x"))
        == written.union(["StartHere/writeYourFirstTest()"]))
    #expect(exercise.testsThatMayBeMissing(in: .solution) == ["StartHere/writeYourFirstTest()"])
    #expect(exercise.testsThatMayBeMissing(in: .mutant("m")) == ["StartHere/writeYourFirstTest()"])
  }

  @Test("a make-the-test-pass exercise may lack nothing")
  func nothingMissing() throws {
    let exercise = try #require(try ManifestFixtures.manifest.exercises.first)

    for variant in [Variant.starter, .solution, .stage("x"), .mutant("m")] {
      #expect(exercise.testsThatMayBeMissing(in: variant).isEmpty)
    }
  }
}
