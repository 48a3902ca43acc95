import Testing

@testable import Counter

struct CounterTests {
  @Test func incrementAddsOne() {
    var counter = Counter()
    counter.increment()
    #expect(counter.count == 1)
  }

  @Test func resetGoesBackToZero() {
    var counter = Counter()
    counter.increment()
    counter.reset()
    #expect(counter.count == 0)
  }
}
