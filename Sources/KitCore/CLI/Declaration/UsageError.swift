/// A command line `kit` could not understand; the message says what was expected.
struct UsageError: Error, Equatable, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
