/// The learner's Counter with a method the stage did not ask for.
public struct Counter {
  public private(set) var count = 0

  public init() {}

  public mutating func increment() { count += 1 }

  public mutating func incrementTwice() { count += 2 }

  public mutating func reset() { count = 0 }
}
