import ListKit
import Testing

@Suite("Dequeuing an unregistered identifier")
struct TableViewDequeueTrapTests {
  @Test("stops the program with a message naming the identifier and the registered ones")
  func unregisteredIdentifierTraps() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let table = TableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "ItemCell")
        table.register(forCellReuseIdentifier: "DoneCell") { TableViewCell() }
        _ = table.dequeueReusableCell(
          withIdentifier: "MissingCell", for: IndexPath(row: 0, section: 0))
      }
    }

    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("'MissingCell'"))
    #expect(message.contains("registered: ['DoneCell', 'ItemCell']"))
  }

  @Test("stops the program even when nothing is registered")
  func nothingRegisteredTraps() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = TableView().dequeueReusableCell(
          withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
      }
    }

    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("'Cell'"))
    #expect(message.contains("registered: []"))
  }
}
