import ListKit
import TestDoubles
import Testing

@MainActor
@Suite("MockCell, a spy of one MVP row")
struct MockCellTests {
  let sut = MockCell()

  @Test("a new cell has shown nothing")
  func startsEmpty() {
    #expect(sut.messages.isEmpty)
    #expect(sut.displayedTitle == nil)
    #expect(sut.displayedDetails.isEmpty)
  }

  @Test("it records titles and details, through the protocol, in order")
  func recordsThroughTheProtocol() {
    let cell: any ListCellView = sut

    cell.display(title: "Lex Luthor")
    cell.display(detail: "Metropolis")

    #expect(sut.messages == [.displayTitle("Lex Luthor"), .displayDetail("Metropolis")])
  }

  @Test("displayedTitle is the last title shown")
  func lastTitle() {
    sut.display(title: "First")
    sut.display(detail: nil)
    sut.display(title: "Second")

    #expect(sut.displayedTitle == "Second")
  }

  @Test("a cleared detail is recorded as nil, unlike a detail never shown")
  func clearedDetail() {
    sut.display(detail: "Gotham")
    sut.display(detail: nil)

    #expect(sut.displayedDetails == ["Gotham", nil])
  }
}
