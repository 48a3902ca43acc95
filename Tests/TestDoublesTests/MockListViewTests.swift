import TestDoubles
import Testing

@MainActor
@Suite("MockListView, a spy of the MVP list view")
struct MockListViewTests {
  let sut = MockListView()

  @Test("a new spy has received nothing")
  func startsEmpty() {
    #expect(sut.messages.isEmpty)
    #expect(sut.reloadListCallCount == 0)
    #expect(sut.displayedTitles.isEmpty)
  }

  @Test("it records every message in the order received")
  func recordsInOrder() {
    sut.display(title: "Geniuses")
    sut.reloadList()
    sut.reloadList()

    #expect(sut.messages == [.display(title: "Geniuses"), .reloadList, .reloadList])
  }

  @Test("counts and titles are read from the messages")
  func derivesCountsAndTitles() {
    sut.reloadList()
    sut.display(title: "First")
    sut.display(title: "Second")

    #expect(sut.reloadListCallCount == 1)
    #expect(sut.displayedTitles == ["First", "Second"])
  }
}
