import Foundation
import Testing

@testable import KitCore

@Suite("The trial cache: a learner's tests tried against the mutants, kept until they change")
struct TrialCacheTests {
  let kit: MiniKitCopy
  let exercise: Exercise

  init() throws {
    kit = try MiniKitCopy(git: false)
    exercise = try #require(ManifestFixtures.exercise)
  }

  @Test("the same files give the same key")
  func stable() {
    #expect(key() == key())
  }

  @Test(
    "a learner's test, the solution or a mutant changes the key",
    arguments: [
      "Exercises/01-answer/Tests/AnswerTests/AnswerTests.swift",
      "Solutions/01-answer/Sources/Answer/Answer.swift",
      "Solutions/01-answer/Mutants/off-by-one.patch",
    ])
  func inputChanges(_ path: String) throws {
    let before = key()
    try kit.appendLine("// edited", to: path)

    #expect(key() != before)
  }

  @Test("an edit of the learner's code does not: the trials never run it")
  func learnerCode() throws {
    let before = key()
    _ = try kit.folder.write(
      "public func answer() -> Int { 41 }\n",
      to: "MiniKit/Exercises/01-answer/Sources/Answer/Answer.swift")

    #expect(key() == before)
  }

  @Test("saved trials come back for the same key only")
  func roundTrip() throws {
    let url = TrialCache.url(root: kit.root, exercise: exercise)
    let trials = [StageTrial(stage: "answer")]
    TrialCache.save(trials, key: key(), to: url)
    var other = key()
    other.sources.append("/Extra.swift")

    let loaded = TrialCache.load(from: url, key: key(), stages: exercise.stages)

    #expect(loaded?.map(\.stage) == ["answer"])
    #expect(loaded?.allSatisfy(\.reused) == true)
    #expect(TrialCache.load(from: url, key: other, stages: exercise.stages) == nil)
  }

  private func key() -> TrialCache.Key {
    TrialCache.key(root: kit.root, exercise: exercise, judged: ["answer": ["AnswerTests/test_a"]])
  }
}
