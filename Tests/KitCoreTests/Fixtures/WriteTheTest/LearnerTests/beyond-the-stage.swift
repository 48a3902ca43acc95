import Testing

@testable import Counter

// Uses `incrementTwice()`, which the learner added to their Counter: the reference
// solution has no such method, so these tests cannot run against it.
struct CounterTests {
  @Test func incrementTwiceAddsTwo() {
    var counter = Counter()
    counter.incrementTwice()
    #expect(counter.count == 2)
  }
}
