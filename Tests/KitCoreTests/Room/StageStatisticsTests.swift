import Foundation
import Testing

@testable import KitCore

@Suite("The room stage by stage: done, median time, mistakes in the manifest's words")
struct StageStatisticsTests {
  let start = Date(timeIntervalSince1970: 1_795_000_000)

  @Test("done counts learners whose stage went green; the median of their minutes to it")
  func doneAndMedian() throws {
    let learners = [
      learner("a", greenAfter: 4), learner("b", greenAfter: 10), learner("c", greenAfter: 20),
      learner("d", greenAfter: nil),
    ]

    let rows = StageStatistics(learners, manifest: try ManifestFixtures.manifest).rows

    #expect(rows.count == 1)
    #expect(rows[0].started == 4)
    #expect(rows[0].done == 3)
    #expect(rows[0].medianMinutes == 10)
  }

  @Test("the planted mistakes that got through most, counted once per learner, described")
  func survivors() throws {
    var manifest = try ManifestFixtures.manifest
    manifest.exercises[0].mutants = [
      Mutant(id: "off-by-one", description: "answers 41", stage: "answer"),
      Mutant(id: "zero", description: "answers 0", stage: "answer"),
    ]
    let learners = [
      learner("a", greenAfter: nil, survivors: ["off-by-one", "zero"]),
      learner("b", greenAfter: nil, survivors: ["off-by-one"]),
    ]

    let row = StageStatistics(learners, manifest: manifest).rows[0]

    #expect(
      row.survivors == [
        .init(id: "off-by-one", description: "answers 41", learners: 2),
        .init(id: "zero", description: "answers 0", learners: 1),
      ])
  }

  @Test("what most learners are red on now, per stage: 2 of 3 red on the test, its common message")
  func redOnNow() throws {
    let red = { (message: String) in
      SharedLight(
        at: self.start, colour: .red, changed: .first, ran: 2, passed: 1,
        failure: "AnswerTests/test_answer_isFortyTwo: \(message)",
        next: "AnswerTests/test_answer_isFortyTwo")
    }
    let learners = [
      learner("a", lights: [red("0 ≠ 42")]), learner("b", lights: [red("0 ≠ 42")]),
      learner("c", lights: [red("1 ≠ 42")]),
      learner(
        "d",
        lights: [
          red("0 ≠ 42"),
          SharedLight(
            at: start + 60, colour: .green, changed: .code, ran: 2, passed: 2,
            stagesGreen: ["answer"]),
        ]),
    ]

    let row = StageStatistics(learners, manifest: try ManifestFixtures.manifest).rows[0]

    #expect(
      row.failing.map(\.sentence) == ["3 of 4 red on AnswerTests/test_answer_isFortyTwo: 0 ≠ 42"])
  }

  @Test("a compile error counted: one learner does not compile, two do not")
  func compileErrorAgreement() {
    let failure = { (learners: Int) in
      StageStatistics.Failure(
        test: StageStatistics.Failure.doesNotCompile, message: "cannot find 'x' in scope",
        learners: learners, of: 4)
    }

    #expect(failure(1).sentence == "1 of 4 does not compile: cannot find 'x' in scope")
    #expect(failure(2).sentence == "2 of 4 do not compile: cannot find 'x' in scope")
  }

  @Test("only what learners did: a stage green in the starter, or that nobody reached, is left out")
  func onlyWhatLearnersDid() throws {
    var manifest = try ManifestFixtures.manifest
    var starterGreen = manifest.exercises[0].stages[0]
    starterGreen.id = "given"
    starterGreen.tests = ["AnswerTests/given"]
    starterGreen.kind = .makeTheTestPass
    var unreached = manifest.exercises[0].stages[0]
    unreached.id = "later"
    unreached.tests = ["AnswerTests/later"]
    unreached.kind = .writeTheTest
    manifest.exercises[0].stages = [starterGreen] + manifest.exercises[0].stages + [unreached]
    let lights = [
      SharedLight(at: start, colour: .red, changed: .first, ran: 3, passed: 0),
      SharedLight(
        at: start + 60, colour: .red, changed: .code, ran: 3, passed: 1, stagesGreen: ["given"]),
      SharedLight(
        at: start + 120, colour: .red, changed: .code, ran: 3, passed: 2,
        stagesGreen: ["given", "answer"]),
    ]

    let rows = StageStatistics([learner("a", lights: lights)], manifest: manifest).rows

    #expect(rows.map(\.stage) == ["answer"])
  }

  @Test("a stage green at a learner's first check is not done by them, nor 'under 1 min'")
  func greenAtTheFirstCheck() throws {
    let lights = [
      SharedLight(
        at: start, colour: .green, changed: .first, ran: 2, passed: 2, stagesGreen: ["answer"])
    ]

    let rows = StageStatistics(
      [learner("a", lights: lights)], manifest: try ManifestFixtures.manifest
    )
    .rows

    #expect(rows.isEmpty, "\(rows)")
  }

  @Test("the median of an even count is the mean of the middle two")
  func median() {
    #expect(StageStatistics.median([1, 9, 3, 5]) == 4)
    #expect(StageStatistics.median([]) == nil)
  }

  // MARK: - Helpers

  private func learner(_ name: String, lights: [SharedLight]) -> SharedLearner {
    let manifest = (try? ManifestFixtures.manifest) ?? Manifest(exercises: [])
    let document = LearnerDocument(
      name: name, learner: name, at: start, withCode: false, manifest: manifest, state: KitState())
    return SharedLearner(
      name: name, commit: "c", document: document,
      lights: (try? LearnerLights(lights: ["01": lights])) ?? LearnerLights([:]))
  }

  private func learner(_ name: String, greenAfter minutes: Int?, survivors: [String] = [])
    -> SharedLearner
  {
    var lights = [
      SharedLight(
        at: start, colour: .red, changed: .first, ran: 2, passed: 0,
        survivors: survivors.isEmpty ? nil : survivors)
    ]
    if let minutes {
      lights.append(
        SharedLight(
          at: start + Double(minutes * 60), colour: .green, changed: .code, ran: 2, passed: 2,
          stagesGreen: ["answer"]))
    }
    return learner(name, lights: lights)
  }
}
