import Foundation

/// A parsed `kit` command line.
public enum Command: Equatable, Sendable {
  case overview
  /// `json`: every exercise with its stages, each with its chaffs, for tools.
  case list(json: Bool = false)
  case hint(exercise: String)
  /// `kit start NN [--test-first | --guided]`: how to work NN; `nil`: the room's default.
  case start(exercise: String, mode: LearningMode?)
  /// Without exercises: the root package's tests too, unless `withRootTests` is off.
  /// `jobs` exercises are built at once, each worker in a scratch folder of its own.
  /// `record`: the reds the runs give are written as each exercise's recorded reds.
  case verify(
    exercises: [String], timeoutSeconds: Int, withRootTests: Bool = true,
    jobs: Int = Command.defaultVerifyJobs, fresh: Bool = false, record: Bool = false)
  /// `kit verify --mutate`: the mechanical mutation pass (see ``MechanicalMutation``); fails
  /// below `minimumScore` percent when given.
  case mutate(exercises: [String], timeoutSeconds: Int, jobs: Int, minimumScore: Int? = nil)
  /// `nil` checks the current exercise: the one last checked, or moved to with `next`.
  /// `predicted`: the light the learner expects (`--predict`), kept with the check's own.
  /// `json`: the verdict as JSON on standard output (test-first: per stage).
  /// `reports`: results files for tools (`--report junit=FILE`, `exercism=FILE`).
  case check(
    exercise: String?, timeoutSeconds: Int, predicted: LightColour? = nil, json: Bool = false,
    reports: [ReportRequest] = [])
  /// `nil` watches the current exercise; n in the watch moves on to the next one.
  /// `share`: every check shares with the room in the background (`--share`).
  case watch(exercise: String?, timeoutSeconds: Int, intervalMilliseconds: Int, share: Bool = false)
  /// Publishes the learner's progress to the room (``ShareCommand``).
  case share(ShareOptions)
  /// The instructor's view of the room (``RoomCommand``).
  case room(RoomOptions)
  /// The pre-flight before a workshop; `build`: build the first exercise too.
  case doctor(build: Bool)
  case reset(exercise: String)
  /// `kit reset NN --tests`: only the given tests back to the kit's version.
  case resetGivenTests(exercise: String)
  /// `backup` names one (`kit restore NN NAME`); `list` lists them instead.
  case restore(exercise: String, backup: String? = nil, list: Bool = false)
  case solution(exercise: String, force: Bool)
  case checkpoint(exercise: String)
  case progress(json: Bool)
  /// `nil` replays the current exercise's lights.
  case history(exercise: String?, json: Bool)
  /// Moves the current exercise on to the one after it, on purpose.
  case next
  case help(topic: String?)
  /// One state of an exercise, built into a folder (see ``ExerciseStates``).
  case materialise(exercise: String, variant: Variant, into: String?, withYourTests: Bool)
  /// An edited copy of an exercise, written back as a stage's or a mutant's patch.
  case author(kind: String, exercise: String, id: String, from: String)

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
    case "list":
      let scanned = try scan(rest, name, flags: ["--json"])
      try expectNoArguments(scanned.positionals, for: name)
      return .list(json: scanned.flags.contains("--json"))
    case "next":
      try expectNoArguments(rest, for: name)
      return .next
    case "hint":
      return .hint(exercise: try scan(rest, name).exerciseID(for: name, example: "kit hint 03"))
    case "start":
      let scanned = try scan(rest, name, flags: ["--test-first", "--guided"])
      let id = try scanned.exerciseID(for: name, example: "kit start 03 --test-first")
      switch (scanned.flags.contains("--test-first"), scanned.flags.contains("--guided")) {
      case (true, true): throw UsageError("kit start takes --test-first or --guided, not both")
      case (true, false): return .start(exercise: id, mode: .testFirst)
      case (false, true): return .start(exercise: id, mode: .guided)
      case (false, false): return .start(exercise: id, mode: nil)
      }
    case "verify":
      let scanned = try scan(
        rest, name, flags: ["--skip-root-tests", "--fresh", "--mutate", "--record"],
        numeric: ["--timeout", "--jobs", "--min-score"])
      if scanned.flags.contains("--mutate") {
        if scanned.flags.contains("--record") {
          throw UsageError(
            "kit verify --mutate records no reds; record them with kit verify --record")
        }
        return .mutate(
          exercises: scanned.positionals, timeoutSeconds: scanned.numbers["--timeout"] ?? 60,
          jobs: scanned.numbers["--jobs"] ?? defaultVerifyJobs,
          minimumScore: scanned.numbers["--min-score"])
      }
      return .verify(
        exercises: scanned.positionals, timeoutSeconds: scanned.numbers["--timeout"] ?? 300,
        withRootTests: !scanned.flags.contains("--skip-root-tests"),
        jobs: scanned.numbers["--jobs"] ?? defaultVerifyJobs,
        fresh: scanned.flags.contains("--fresh"), record: scanned.flags.contains("--record"))
    case "check":
      var words = rest
      let reports = try extractReports(&words)
      let scanned = try scan(
        words, name, flags: ["--json"], numeric: ["--timeout"], valued: ["--predict"])
      return .check(
        exercise: try scanned.optionalExerciseID(for: name),
        timeoutSeconds: scanned.numbers["--timeout"] ?? defaultCheckTimeout,
        predicted: try scanned.values["--predict"].map(prediction),
        json: scanned.flags.contains("--json"), reports: reports)
    case "watch":
      let scanned = try scan(rest, name, flags: ["--share"], numeric: ["--timeout", "--interval"])
      return .watch(
        exercise: try scanned.optionalExerciseID(for: name),
        timeoutSeconds: scanned.numbers["--timeout"] ?? defaultCheckTimeout,
        intervalMilliseconds: scanned.numbers["--interval"] ?? defaultWatchInterval,
        share: scanned.flags.contains("--share"))
    case "share":
      return try parseShare(rest)
    case "room":
      return try parseRoom(rest)
    case "doctor":
      return try parseDoctor(rest)
    case "reset":
      let scanned = try scan(rest, name, flags: ["--tests"])
      let id = try scanned.exerciseID(for: name, example: "kit reset 03")
      return scanned.flags.contains("--tests")
        ? .resetGivenTests(exercise: id) : .reset(exercise: id)
    case "restore":
      let scanned = try scan(rest, name, flags: ["--list"])
      guard (1...2).contains(scanned.positionals.count) else {
        throw UsageError("kit restore takes an exercise id and, if you like, a backup's name")
      }
      return .restore(
        exercise: scanned.positionals[0], backup: scanned.positionals.dropFirst().first,
        list: scanned.flags.contains("--list"))
    case "checkpoint":
      return .checkpoint(
        exercise: try scan(rest, name).exerciseID(for: name, example: "kit checkpoint 03"))
    case "solution":
      let scanned = try scan(rest, name, flags: ["--force"])
      return .solution(
        exercise: try scanned.exerciseID(for: name, example: "kit solution 03"),
        force: scanned.flags.contains("--force"))
    case "progress":
      let scanned = try scan(rest, name, flags: ["--json"])
      try expectNoArguments(scanned.positionals, for: name)
      return .progress(json: scanned.flags.contains("--json"))
    case "history":
      let scanned = try scan(rest, name, flags: ["--json"])
      return .history(
        exercise: try scanned.optionalExerciseID(for: name), json: scanned.flags.contains("--json"))
    case "materialise", "materialize", "author":
      return try parseVariantCommand(name, rest)
    default:
      throw UsageError("unknown command '\(name)'; run kit --help for the commands")
    }
  }

  private static func scan(
    _ arguments: [String], _ name: String, flags: Set<String> = [], numeric: Set<String> = [],
    valued: Set<String> = []
  ) throws(UsageError) -> ArgumentScanner {
    try ArgumentScanner(arguments, command: name, flags: flags, numeric: numeric, valued: valued)
  }

  private static func prediction(_ word: String) throws(UsageError) -> LightColour {
    guard let colour = LightColour(rawValue: word) else {
      throw UsageError(
        "--predict takes \(ArgumentScanner.valueMeaning["--predict"] ?? ""), not '\(word)'")
    }
    return colour
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
