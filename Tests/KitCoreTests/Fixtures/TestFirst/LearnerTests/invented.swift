import Testing

@testable import Tally

/// Your tests of the tally, with a method name the tally does not have.
struct TallyTests {
  var tally = Tally()

  // stage: adding
  @Test mutating func addsOneEachTime() {
    tally.increment()
    #expect(tally.count == 1)
  }

  // stage: clearing
}
