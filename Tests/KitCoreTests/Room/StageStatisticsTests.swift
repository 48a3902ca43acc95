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

  @Test("the median of an even count is the mean of the middle two")
  func median() {
    #expect(StageStatistics.median([1, 9, 3, 5]) == 4)
    #expect(StageStatistics.median([]) == nil)
  }

  // MARK: - Helpers

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
    let manifest = (try? ManifestFixtures.manifest) ?? Manifest(exercises: [])
    let document = LearnerDocument(
      name: name, learner: name, at: start, withCode: false, manifest: manifest, state: KitState())
    return SharedLearner(
      name: name, commit: "c", document: document,
      lights: (try? LearnerLights(lights: ["01": lights])) ?? LearnerLights([:]))
  }
}
