import Testing

@testable import Tally

/// Your tests of the tally, one stage at a time.
struct TallyTests {
  var tally = Tally()

  // stage: adding
  @Test mutating func addsOneEachTime() {
    tally.add()
    #expect(tally.count == 1)
    tally.add()
    #expect(tally.count == 2)
  }

  // stage: clearing
  @Test mutating func clearsToZero() {
    tally.add()
    tally.add()
    tally.clear()
    #expect(tally.count == 0)
  }
}
