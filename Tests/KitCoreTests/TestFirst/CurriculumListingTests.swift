import Foundation
import Testing

@testable import KitCore

@Suite("kit list --json: the stages and their chaffs")
struct CurriculumListingTests {
  @Test("each stage lists its chaffs by id and misconception; test-first exercises say so")
  func chaffsPerStage() throws {
    let kit = try MiniKitCopy(git: false)
    try kit.addTestFirstExercise()

    let result = kit.run(["list", "--json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any])
    let exercises = try #require(json["exercises"] as? [[String: Any]])
    let tally = try #require(exercises.first { $0["id"] as? String == "04" })
    let stages = try #require(tally["stages"] as? [[String: Any]])
    let mutants = try #require(stages.first?["chaffs"] as? [[String: String]])

    #expect(result.code == .success)
    #expect(json["version"] as? Int == 1)
    #expect(tally["testFirst"] as? Bool == true)
    #expect(exercises.first?["testFirst"] as? Bool == false)
    #expect(stages.map { $0["id"] as? String } == ["adding", "clearing"])
    #expect(
      mutants == [
        ["id": "adds-two", "misconception": "each add counts two"],
        [
          "id": "adds-only-once",
          "misconception": "add sets the count to one instead of adding one",
        ],
      ])
  }
}
