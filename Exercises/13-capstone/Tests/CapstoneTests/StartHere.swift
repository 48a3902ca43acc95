import Testing

/// The capstone's only given test: a red that says what to do, because every other test
/// here is yours to write. Delete this file once your first test has failed for its own
/// reason.
@Suite("Start here")
struct StartHere {
  @Test("the capstone starts with your first test")
  func writeYourFirstTest() {
    Issue.record(
      """
      No tests of your own yet: write fakeStoreStartsWithTheItemsItWasGiven() in \
      DoublesTests.swift, watch it fail, then delete StartHere.swift (README, stage 1).
      """)
  }
}
