import Foundation
import Testing

@testable import KitCore

@Suite("Checking the manifest before building")
struct ManifestValidatorTests {
  @Test("a manifest whose folders exist and whose tests are listed once has no problems")
  func consistentManifest() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.url.appending(path: "Exercises/01-answer"), withIntermediateDirectories: true)
    _ = try folder.write("a patch", to: "Solutions/01-answer/Mutants/off-by-one.patch")

    let problems = ManifestValidator(root: folder.url).problems(in: try ManifestFixtures.manifest)

    #expect(problems == [])
  }

  @Test("names missing folders, repeated tests and stray expectations")
  func inconsistentManifest() throws {
    let folder = try TemporaryFolder()
    var manifest = try ManifestFixtures.manifest
    manifest.exercises[0].stages.append(manifest.exercises[0].stages[0])
    manifest.exercises[0].starter.failing.append(ExpectedFailure(test: "Nope/test_x", reason: "x"))

    let problems = ManifestValidator(root: folder.url).problems(in: manifest)

    #expect(problems.contains("01-answer: Exercises/01-answer is missing"))
    #expect(
      problems.contains(
        "01-answer: test 'AnswerTests/test_answer_isFortyTwo' appears more than once"))
    #expect(
      problems.contains("01-answer: starter expects 'Nope/test_x' to fail, but no stage lists it"))
    #expect(
      problems.contains(
        "01-answer: mutant off-by-one: its patch Solutions/01-answer/Mutants/off-by-one.patch is missing"
      ))
  }

  @Test("a mutant must aim at a stage where the learner writes, and such a stage needs one")
  func aimedMutants() throws {
    var exercise = try #require(ManifestFixtures.exercise)
    var written = exercise.stages[0]
    (written.id, written.kind, written.tests) = ("write-it", .writeTheTest, [])
    exercise.stages.append(written)
    exercise.mutants[0].stage = "answer"

    let problems = ManifestValidator(root: URL(filePath: "/")).aimProblems(in: exercise)

    #expect(
      problems == [
        "mutant off-by-one is aimed at 'answer', which is not a write-the-test or write-the-double stage",
        "write-the-test stage 'write-it' has no mutant aimed at it",
      ])
  }
}
