import Foundation

/// A parsed `kit` command line.
public enum Command: Equatable, Sendable {
  case overview
  case list
  case hint(exercise: String)
  /// Without exercises: the root package's tests too, unless `withRootTests` is off.
  /// `jobs` exercises are built at once, each worker in a scratch folder of its own.
  case verify(
    exercises: [String], timeoutSeconds: Int, withRootTests: Bool = true,
    jobs: Int = Command.defaultVerifyJobs, fresh: Bool = false)
  /// `nil` checks the current exercise: the one last checked, or moved to with `next`.
  case check(exercise: String?, timeoutSeconds: Int)
  /// `nil` watches the current exercise; n in the watch moves on to the next one.
  case watch(exercise: String?, timeoutSeconds: Int, intervalMilliseconds: Int)
  case reset(exercise: String)
  case restore(exercise: String)
  case solution(exercise: String, force: Bool)
  case checkpoint(exercise: String)
  case progress(json: Bool)
  /// Moves the current exercise on to the one after it, on purpose.
  case next
  case help(topic: String?)

  /// How long `check` lets the tests run before it stops them: long enough for a slow
  /// machine, short enough that an endless loop does not look like a frozen kit.
  public static let defaultCheckTimeout = 120

  /// How often `watch` looks at the files: a save is seen within half a second, and a look
  /// at a few dozen files that often costs nothing next to a build.
  public static let defaultWatchInterval = 500

  /// How many exercises `verify` builds at once: one per core, up to four. Each worker
  /// builds the kit's libraries once in a scratch folder of its own, so more workers than
  /// cores would only wait for each other.
  public static let defaultVerifyJobs = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4)

  /// Parses the arguments after the program name; a mistake is a ``UsageError`` that
  /// says what was expected.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard let name = arguments.first else { return .overview }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") { return .help(topic: name) }
    switch name {
    case "--help", "-h", "help":
      return .help(topic: rest.first)
    case "list", "next":
      try expectNoArguments(rest, for: name)
      return name == "list" ? .list : .next
    case "hint":
      return .hint(exercise: try scan(rest, name).exerciseID(for: name, example: "kit hint 03"))
    case "verify":
      let scanned = try scan(
        rest, name, flags: ["--skip-root-tests", "--fresh"], numeric: ["--timeout", "--jobs"])
      return .verify(
        exercises: scanned.positionals, timeoutSeconds: scanned.numbers["--timeout"] ?? 300,
        withRootTests: !scanned.flags.contains("--skip-root-tests"),
        jobs: scanned.numbers["--jobs"] ?? defaultVerifyJobs,
        fresh: scanned.flags.contains("--fresh"))
    case "check":
      let scanned = try scan(rest, name, numeric: ["--timeout"])
      return .check(
        exercise: try scanned.optionalExerciseID(for: name),
        timeoutSeconds: scanned.numbers["--timeout"] ?? defaultCheckTimeout)
    case "watch":
      let scanned = try scan(rest, name, numeric: ["--timeout", "--interval"])
      return .watch(
        exercise: try scanned.optionalExerciseID(for: name),
        timeoutSeconds: scanned.numbers["--timeout"] ?? defaultCheckTimeout,
        intervalMilliseconds: scanned.numbers["--interval"] ?? defaultWatchInterval)
    case "reset", "restore", "checkpoint":
      return try parseOneExercise(name, rest)
    case "solution":
      let scanned = try scan(rest, name, flags: ["--force"])
      return .solution(
        exercise: try scanned.exerciseID(for: name, example: "kit solution 03"),
        force: scanned.flags.contains("--force"))
    case "progress":
      let scanned = try scan(rest, name, flags: ["--json"])
      try expectNoArguments(scanned.positionals, for: name)
      return .progress(json: scanned.flags.contains("--json"))
    default:
      throw UsageError("unknown command '\(name)'; run kit --help for the commands")
    }
  }

  private static func parseOneExercise(_ name: String, _ rest: [String]) throws(UsageError)
    -> Command
  {
    let id = try scan(rest, name).exerciseID(for: name, example: "kit \(name) 03")
    switch name {
    case "reset": return .reset(exercise: id)
    case "restore": return .restore(exercise: id)
    default: return .checkpoint(exercise: id)
    }
  }

  private static func scan(
    _ arguments: [String], _ name: String, flags: Set<String> = [], numeric: Set<String> = []
  ) throws(UsageError) -> ArgumentScanner {
    try ArgumentScanner(arguments, command: name, flags: flags, numeric: numeric)
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
