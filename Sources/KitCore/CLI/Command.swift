/// A parsed `kit` command line.
public enum Command: Equatable, Sendable {
  case overview
  case list
  case hint(exercise: String)
  case verify(exercises: [String], timeoutSeconds: Int)
  case help(topic: String?)

  /// Parses the arguments after the program name; a mistake is a ``UsageError`` that
  /// says what was expected.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard let name = arguments.first else { return .overview }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") { return .help(topic: name) }
    switch name {
    case "--help", "-h", "help":
      return .help(topic: rest.first)
    case "list":
      try expectNoArguments(rest, for: name)
      return .list
    case "hint":
      guard rest.count == 1 else {
        throw UsageError("kit hint takes one exercise id, e.g. kit hint 03")
      }
      return .hint(exercise: rest[0])
    case "verify":
      return try parseVerify(rest)
    default:
      throw UsageError("unknown command '\(name)'; run kit --help for the commands")
    }
  }

  private static func parseVerify(_ arguments: [String]) throws(UsageError) -> Command {
    var exercises: [String] = []
    var timeout = 300
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--timeout" {
        guard index + 1 < arguments.count, let seconds = Int(arguments[index + 1]), seconds > 0
        else {
          throw UsageError("--timeout takes a whole number of seconds, e.g. --timeout 120")
        }
        timeout = seconds
        index += 2
      } else if argument.hasPrefix("-") {
        throw UsageError("kit verify does not know the option '\(argument)'")
      } else {
        exercises.append(argument)
        index += 1
      }
    }
    return .verify(exercises: exercises, timeoutSeconds: timeout)
  }

  private static func expectNoArguments(_ arguments: [String], for name: String) throws(UsageError)
  {
    guard arguments.isEmpty else {
      throw UsageError("kit \(name) takes no arguments (got: \(arguments.joined(separator: " ")))")
    }
  }
}

/// A command line `kit` could not understand.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
