/// Why a ``Storyboard`` could not give the view controller asked for.
public enum StoryboardError: Error, Equatable, CustomStringConvertible {
  case unknownIdentifier(String, storyboard: String, known: [String])
  case wrongType(identifier: String, expected: String, actual: String)

  public var description: String {
    switch self {
    case .unknownIdentifier(let identifier, let storyboard, let known):
      "storyboard '\(storyboard)' has no view controller with identifier '\(identifier)' "
        + (known.isEmpty
          ? "(it has no scenes yet)"
          : "(it has: \(known.map { "'\($0)'" }.joined(separator: ", ")))")
    case .wrongType(let identifier, let expected, let actual):
      "'\(identifier)' is a \(actual), not a \(expected)"
    }
  }
}
