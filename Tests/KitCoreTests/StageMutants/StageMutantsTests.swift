import Foundation
import Testing

@testable import KitCore

@Suite("A stage's chaffs as a learner's test meets them")
struct StageMutantsTests {
  @Test("an example chaff is one variant per literal the test spells, faking it; none without")
  func examples() throws {
    var exercise = try #require(ManifestFixtures.exercise)
    let stage = exercise.stages[0]
    exercise.mutants = [
      Mutant(id: "plain", description: "off by one", stage: stage.id),
      Mutant(
        id: "fake", description: "answers a hard-coded __EXAMPLE__", stage: stage.id,
        example: .number),
    ]
    let mutants = StageMutants(exercise: exercise)

    let twoExamples = mutants.mutants(of: stage, testSource: "XCTAssertEqual(f(2), 4); x = 9")
    let none = mutants.mutants(of: stage, testSource: "XCTAssertTrue(ok)")

    #expect(
      twoExamples.map(\.variant) == [
        .mutant("plain"), .example("fake", "2"), .example("fake", "4"), .example("fake", "9"),
      ])
    #expect(twoExamples[1].mutant.description == "answers a hard-coded 2")
    #expect(none.map(\.variant) == [.mutant("plain")])
  }

  @Test("an example variant is its chaff's files with the literal in the placeholder")
  func exampleFiles() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("let answer = 0\n", to: "Exercises/01-answer/Sources/Answer/Answer.swift")
    _ = try folder.write("let answer = 42\n", to: "Solutions/01-answer/Sources/Answer/Answer.swift")
    _ = try folder.write(
      """
      diff --git a/Sources/Answer/Answer.swift b/Sources/Answer/Answer.swift
      --- a/Sources/Answer/Answer.swift
      +++ b/Sources/Answer/Answer.swift
      @@ -1 +1 @@
      -let answer = 42
      +let answer = __EXAMPLE__

      """, to: "Solutions/01-answer/Mutants/fake.patch")
    var exercise = try #require(ManifestFixtures.exercise)
    exercise.mutants = [Mutant(id: "fake", description: "fake", example: .number)]

    let files = try ExerciseStates(root: folder.url).files(exercise, .example("fake", "7"))

    #expect(files["Sources/Answer/Answer.swift"] == Data("let answer = 7\n".utf8))
    #expect(Variant(argument: "example:fake=7") == .example("fake", "7"))
  }
}
