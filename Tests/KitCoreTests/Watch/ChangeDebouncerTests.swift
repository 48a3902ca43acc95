import Testing

@testable import KitCore

@Suite("Waiting for a burst of saves to settle")
struct ChangeDebouncerTests {
  @Test("owes nothing before a change")
  func idle() {
    var sut = makeSUT()

    let due = sut.checkIsDue(at: at(10_000))

    #expect(sut.timeUntilDue(from: start) == nil)
    #expect(!due)
  }

  @Test("one change falls due once the quiet period has passed, and only once")
  func oneChange() {
    var sut = makeSUT()

    sut.filesChanged(at: at(0))
    let left = sut.timeUntilDue(from: at(100))
    let early = sut.checkIsDue(at: at(299))
    let onTime = sut.checkIsDue(at: at(300))
    let again = sut.checkIsDue(at: at(400))

    #expect(left == .milliseconds(200))
    #expect(!early)
    #expect(onTime)
    #expect(!again, "the check was settled")
    #expect(sut.timeUntilDue(from: at(400)) == nil)
  }

  @Test("a burst of writes gives one check, 300 ms after the last")
  func burst() {
    var sut = makeSUT()
    var due: [Int] = []

    for millisecond in stride(from: 0, through: 1_000, by: 50) {
      if [0, 50, 150].contains(millisecond) { sut.filesChanged(at: at(millisecond)) }
      if sut.checkIsDue(at: at(millisecond)) { due.append(millisecond) }
    }

    #expect(due == [450])
  }

  @Test("files that keep changing are waited out")
  func steadyChange() {
    var sut = makeSUT()
    var due: [Int] = []

    for millisecond in stride(from: 0, through: 3_000, by: 100) {
      if millisecond <= 2_000 { sut.filesChanged(at: at(millisecond)) }
      if sut.checkIsDue(at: at(millisecond)) { due.append(millisecond) }
    }

    #expect(due == [2_300])
  }

  @Test("a reset forgets the change: a check started anyway")
  func reset() {
    var sut = makeSUT()
    sut.filesChanged(at: at(0))

    sut.reset()
    let due = sut.checkIsDue(at: at(1_000))

    #expect(!due)
  }

  @Test("an overdue check is due at once")
  func overdue() {
    var sut = makeSUT()

    sut.filesChanged(at: at(0))

    #expect(sut.timeUntilDue(from: at(900)) == .zero)
  }

  // MARK: - Helpers

  private let start = ContinuousClock.now

  private func at(_ milliseconds: Int) -> ContinuousClock.Instant {
    start + .milliseconds(milliseconds)
  }

  private func makeSUT() -> ChangeDebouncer {
    ChangeDebouncer(quietPeriod: .milliseconds(300))
  }
}
