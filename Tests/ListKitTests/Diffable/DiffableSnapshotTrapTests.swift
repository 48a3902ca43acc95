import ListKit
import Testing

@Suite("DiffableSnapshot identifiers must be unique")
struct DiffableSnapshotTrapTests {
  @Test("appending an item that is already there stops the program, naming it")
  func duplicateItemTraps() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      var snapshot = DiffableSnapshot<Int, String>()
      snapshot.appendSections([0, 1])
      snapshot.appendItems(["Buy milk"], toSection: 0)
      snapshot.appendItems(["Buy milk"], toSection: 1)
    }

    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("item identifier Buy milk is already in the snapshot"))
  }

  @Test("appending a section that is already there stops the program, naming it")
  func duplicateSectionTraps() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      var snapshot = DiffableSnapshot<String, Int>()
      snapshot.appendSections(["Todo", "Todo"])
    }

    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("section identifier Todo is already in the snapshot"))
  }

  @Test("appending items before any section stops the program")
  func itemsWithoutSectionTrap() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      var snapshot = DiffableSnapshot<Int, String>()
      snapshot.appendItems(["Buy milk"])
    }

    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("append a section before appending items"))
  }

  @Test("appending items to a section the snapshot lacks stops the program, naming it")
  func unknownSectionTraps() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      var snapshot = DiffableSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["Buy milk"], toSection: 7)
    }

    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("section identifier 7 is not in the snapshot"))
  }
}
