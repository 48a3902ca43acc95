import Foundation
import Testing

@testable import KitCore

/// Wheats, another correct solution of a test-first stage: read from their own file, kept
/// apart from the mutants, and checked like them before anything is built.
@Suite("Wheats in the manifest")
struct WheatsTests {
  /// The miniature kit's exercise, worked test-first, with its one stage's snapshot.
  func exercise() throws -> Exercise {
    var exercise = try #require(ManifestFixtures.exercise)
    exercise.testFirst = TestFirstPlan(file: "Tests/AnswerTests/AnswerTests.swift")
    exercise.stages[0].snapshot = Snapshot(path: "Stages/answer", failing: [])
    return exercise
  }

  @Test("an exercise's wheats.json is read beside its mutants, and none is a mutant")
  func loaded() throws {
    let folder = try TemporaryFolder()
    try ManifestFixtures.copyManifest(into: folder.url)
    _ = try folder.write(
      #"{"wheats": [{"id": "says-it-twice", "description": "says it twice", "stage": "s"}]}"#,
      to: ManifestLayout.wheats("01-answer"))

    let manifest = try ManifestLoader.load(from: folder.url.appending(path: ManifestLayout.index))

    #expect(
      manifest.exercises[0].wheats == [
        Wheat(id: "says-it-twice", description: "says it twice", stage: "s")
      ])
    #expect(!manifest.exercises[0].mutants.contains { $0.id == "says-it-twice" })
  }

  @Test("no wheats.json: no wheats")
  func optional() throws {
    #expect(try #require(ManifestFixtures.exercise).wheats == [])
  }

  @Test(
    "a wheat is described, aimed at a test-first stage, with its patch, and every patch described")
  func problems() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("a patch", to: "Solutions/01-answer/Wheats/fine.patch")
    _ = try folder.write("a patch", to: "Solutions/01-answer/Wheats/stray.patch")
    var exercise = try exercise()
    let stage = exercise.stages[0].id
    exercise.wheats = [
      Wheat(id: "fine", description: "answers in another way", stage: stage, base: .stage),
      Wheat(id: "nowhere", description: " ", stage: "no-such-stage"),
      Wheat(id: "off-by-one", description: "is a mutant's", stage: stage),
    ]

    let problems = ManifestValidator(root: folder.url).wheatProblems(in: exercise)

    #expect(
      problems == [
        "wheat nowhere has no description",
        "wheat nowhere is aimed at 'no-such-stage', which is not a stage",
        "wheat nowhere: its patch Solutions/01-answer/Wheats/nowhere.patch is missing",
        "wheat off-by-one has the id of a mutant: a correct solution is not a mistake",
        "wheat off-by-one: its patch Solutions/01-answer/Wheats/off-by-one.patch is missing",
        "Solutions/01-answer/Wheats/stray.patch has no description in Solutions/01-answer/wheats.json",
      ])
  }

  @Test("a wheat passes every kit test its base passes, or kit verify names the test")
  func verified() throws {
    let exercise = try exercise()
    let stage = exercise.stages[0]
    let test = try #require(stage.tests.first)
    let wheat = Wheat(id: "w", description: "answers in another way", stage: stage.id)
    let green = TestRun(
      outcomes: Dictionary(uniqueKeysWithValues: stage.tests.map { ($0, .passed) }))
    var red = green
    red.outcomes[test] = .failed(messages: ["41 is not 42\nmore"])

    #expect(Verifier.wheatProblems(wheat, .success(green), in: exercise) == [])
    #expect(
      Verifier.wheatProblems(wheat, .success(red), in: exercise) == [
        "wheat w is not a correct solution: \(test) passes on its base and fails on it: “41 is not 42”"
      ])
  }

  @Test("a wheat of a stage's snapshot may fail what that snapshot fails")
  func verifiedOnItsStage() throws {
    var exercise = try exercise()
    let stage = exercise.stages[0]
    let test = try #require(stage.tests.last)
    exercise.stages[0].snapshot?.failing = [ExpectedFailure(test: test, reason: "later")]
    let wheat = Wheat(id: "w", description: "x", stage: stage.id, base: .stage)
    var run = TestRun(outcomes: Dictionary(uniqueKeysWithValues: stage.tests.map { ($0, .passed) }))
    run.outcomes[test] = .failed(messages: ["not yet"])

    #expect(Verifier.wheatProblems(wheat, .success(run), in: exercise) == [])
    #expect(
      Verifier.wheatProblems(
        Wheat(id: "w", description: "x", stage: stage.id), .success(run), in: exercise
      ).count == 1)
  }

  @Test(
    "a wheat of a write-the-test stage is proven by the stage's reference tests, which its snapshot leaves to the learner"
  )
  func provenByTheReferenceTests() throws {
    let exercise = try JudgeSlotsTests.exercise("06-item-cell")
    let wheat = try #require(exercise.wheats.first { $0.stage == "date-label" })
    let file = try #require(exercise.stages.first { $0.id == wheat.stage }?.file)
    let states = ExerciseStates(root: JudgeSlotsTests.root)

    let proving = try states.provingFiles(of: wheat, in: exercise)

    let reference = try states.files(exercise, .solution)[file]
    #expect(reference != nil && proving[file] == reference)
    #expect(proving.sources == (try states.files(exercise, .wheat(wheat.id))).sources)
  }
}
