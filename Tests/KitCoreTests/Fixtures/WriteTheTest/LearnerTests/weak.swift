import Testing

@testable import Counter

// Passes on the real counter, but also on one that counts by two or never resets.
struct CounterTests {
  @Test func incrementCounts() {
    var counter = Counter()
    counter.increment()
    #expect(counter.count > 0)
  }
}
