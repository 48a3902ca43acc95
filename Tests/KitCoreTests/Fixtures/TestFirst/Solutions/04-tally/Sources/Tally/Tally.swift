/// A tally for the test-first fixture: the learner writes each stage's test, then its code.
public struct Tally {
  public private(set) var count = 0

  public init() {}

  // stage adding: one more each time
  public mutating func add() { count += 1 }

  // stage clearing: back to zero
  public mutating func clear() { count = 0 }
}
