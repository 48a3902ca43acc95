/// The words after a command's name, sorted into exercise ids, flags and `--option N`
/// values, so each command's parser states only what it accepts.
struct ArgumentScanner {
  var positionals: [String] = []
  var flags: Set<String> = []
  var numbers: [String: Int] = [:]
  /// The `--option WORD` values, such as a folder.
  var values: [String: String] = [:]

  /// Scans `arguments` for `command`, which knows the `flags`, the whole-number options
  /// `numeric` and the options `valued` that take a word; anything else starting with `-`
  /// is a ``UsageError``.
  init(
    _ arguments: [String], command: String, flags known: Set<String> = [],
    numeric: Set<String> = [], valued: Set<String> = []
  ) throws(UsageError) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if valued.contains(argument) {
        guard index + 1 < arguments.count else {
          throw UsageError("\(argument) takes \(Self.valueMeaning[argument] ?? "a folder")")
        }
        values[argument] = arguments[index + 1]
        index += 2
      } else if numeric.contains(argument) {
        guard index + 1 < arguments.count, let number = Int(arguments[index + 1]), number > 0
        else {
          throw UsageError("\(argument) takes a whole number\(Self.meaning[argument] ?? "")")
        }
        numbers[argument] = number
        index += 2
      } else if known.contains(argument) {
        flags.insert(argument)
        index += 1
      } else if argument.hasPrefix("-") {
        throw UsageError("kit \(command) does not know the option '\(argument)'")
      } else {
        positionals.append(argument)
        index += 1
      }
    }
  }

  /// What each whole-number option counts, for the message when its value is missing.
  private static let meaning = [
    "--timeout": " of seconds, e.g. --timeout 120",
    "--interval": " of milliseconds, e.g. --interval 500",
    "--jobs": " of exercises to build at once, e.g. --jobs 2",
    "--refresh": " of seconds, e.g. --refresh 30",
  ]

  /// What each word option takes, when it is not a folder.
  static let valueMeaning = [
    "--predict": "the colour you expect: red, amber, green, crashed or timed-out",
    "--room": "the room's git URL, e.g. --room /srv/room.git",
    "--name": "your name in the room, e.g. --name ana",
    "--sort": "name, progress, activity or stuck",
    "--html": "the page's file, e.g. --html room.html",
    "--learner": "a learner's name, as the room shows it",
    "--rejudge": "an exercise id, e.g. --rejudge 03",
  ]

  /// The one exercise id the command needs, or a usage error that shows the call.
  func exerciseID(for command: String, example: String) throws(UsageError) -> String {
    guard positionals.count == 1 else {
      throw UsageError("kit \(command) takes one exercise id, e.g. \(example)")
    }
    return positionals[0]
  }

  /// At most one exercise id; none means "the current exercise".
  func optionalExerciseID(for command: String) throws(UsageError) -> String? {
    guard positionals.count <= 1 else {
      throw UsageError(
        "kit \(command) takes at most one exercise id (got: \(positionals.joined(separator: " ")))"
      )
    }
    return positionals.first
  }
}
