import Testing

@testable import Tally

/// Your tests of the tally: the adding test also clears, which only the next stage writes.
struct TallyTests {
  var tally = Tally()

  // stage: adding
  @Test mutating func addsOneEachTime() {
    tally.add()
    tally.add()
    #expect(tally.count == 2)
    tally.clear()
    #expect(tally.count == 0)
  }

  // stage: clearing
}
