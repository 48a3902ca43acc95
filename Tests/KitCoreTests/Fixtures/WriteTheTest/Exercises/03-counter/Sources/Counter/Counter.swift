/// A tally: the code is done, the learner writes its tests.
public struct Counter {
  public private(set) var count = 0

  public init() {}

  public mutating func increment() { count += 1 }

  public mutating func reset() { count = 0 }
}
