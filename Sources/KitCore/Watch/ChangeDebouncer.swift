/// When a burst of saves has settled: a check falls due only once the files have stayed
/// unchanged for the quiet period, so an editor that writes a temporary file, renames it
/// and writes again, or a "save all", gives one check rather than three.
///
/// It is told what the loop saw and when, and never reads a clock or sleeps, so a test
/// can play any timing in microseconds.
struct ChangeDebouncer {
  /// How long the files must stay unchanged: longer than an editor's save takes, short
  /// enough that the check seems to start as the learner lets go of the keys.
  static let defaultQuietPeriod = Duration.milliseconds(300)

  let quietPeriod: Duration
  /// When the files were last seen changing, while a check is owed.
  private(set) var lastChange: ContinuousClock.Instant?

  init(quietPeriod: Duration = defaultQuietPeriod) {
    self.quietPeriod = quietPeriod
  }

  /// Notes that the files were seen changed at `instant`: a check is owed, and the quiet
  /// period starts again.
  mutating func filesChanged(at instant: ContinuousClock.Instant) {
    lastChange = instant
  }

  /// Whether the check owed is due at `instant`; a yes settles it.
  mutating func checkIsDue(at instant: ContinuousClock.Instant) -> Bool {
    guard let lastChange, lastChange.duration(to: instant) >= quietPeriod else { return false }
    self.lastChange = nil
    return true
  }

  /// How long from `instant` until the check owed falls due, so that the loop looks again
  /// then rather than a whole interval later; `nil` when no check is owed.
  func timeUntilDue(from instant: ContinuousClock.Instant) -> Duration? {
    lastChange.map { max(instant.duration(to: $0 + quietPeriod), .zero) }
  }

  /// Forgets the change: a check is starting anyway, and it reads the files as they are.
  mutating func reset() {
    lastChange = nil
  }
}
