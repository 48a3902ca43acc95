/// A command line `kit` could not understand; the message says what was expected.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
