import Testing

@testable import Tally

/// The kit's tests of the tally: the reference tests a learner's code must pass.
struct TallyTests {
  var tally = Tally()

  @Test mutating func addingTwiceCountsTwo() {
    tally.add()
    tally.add()
    #expect(tally.count == 2)
  }

  @Test mutating func clearingGoesBackToZero() {
    tally.add()
    tally.add()
    tally.clear()
    #expect(tally.count == 0)
  }
}
