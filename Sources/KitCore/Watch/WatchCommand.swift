/// `kit watch [NN]`: checks an exercise at once, then again each time the learner saves one
/// of its files, until they press q (``WatchLoop``).
struct WatchCommand: KitCommand, Equatable {
  static let timeout: CommandOption<Int> = .timeout(
    default: CheckCommand.timeout.defaultValue, help: "bounds each test run, as for kit check")
  static let interval: CommandOption<Int> = .number(
    "--interval", "MS", default: 500, takes: "a whole number of milliseconds, e.g. --interval 500",
    help: "how often it looks at the files, in milliseconds")
  static let share: CommandOption<Bool> = .flag(
    "--share",
    help: """
      after every check, share with the room in the background (kit share; the room must be
      set once with kit share --room URL)
      """)
  static let declaration = CommandDeclaration(
    name: "watch", arguments: "[NN]", options: [timeout, interval, share],
    summary: """
      check NN again each time you save one of its files; keys: r check now, h hint, n next
      exercise, q quit
      """,
    about: """
      Checks your Exercises/NN-slug as kit check does, then again each time you save one of
      its files (under Sources or Tests, or Package.swift). Without NN it watches the current
      exercise. Green, it stays on the exercise, so you can refactor with the tests watching,
      until you press n. The screen is never cleared.

      Keys: r or Enter checks now, h shows the hint of your next failing test,
        n moves on to the next exercise, as kit next does, and checks it, q quits.
      When standard input is not a terminal (a pipe, a file), it takes the same keys one per
      line, and at the end of that input it goes on watching until Ctrl-C.

      It looks at the files every MS milliseconds rather than waiting for file events, which
      WSL, network drives and virtual machines' shared folders miss, and checks once nothing
      has changed for \(quietMilliseconds) ms, so one save is one check. Hidden files and
      editors' swap and backup files do not count.
      """,
    exits: """
      Exits when you press q with the last check's code: 0 green, 1 not yet (5 or 6 when it
      could not run). 3 for an unknown NN. Ctrl-C puts the terminal back as it was and ends
      the kit as an interrupted command (130 in the shell).
      """)

  /// How long the files must stay unchanged before a check, as help says it.
  private static var quietMilliseconds: Int64 {
    let (seconds, attoseconds) = ChangeDebouncer.defaultQuietPeriod.components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }

  /// `nil`: the current exercise; n in the watch moves on to the next one.
  var exercise: String?
  var timeout = Self.timeout.defaultValue
  var interval = Self.interval.defaultValue
  /// Every check shares with the room in the background.
  var share = false

  /// Finds the exercise before it touches the terminal, so that a wrong id is only an
  /// error message, then reads keys from standard input until the learner quits.
  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    let exercise = try context.exercise(exercise, state: context.kit.readState())
    if share, RoomSettings.load(root: context.root).settings.room == nil {
      throw .error("\(ShareError.noRoom)", code: .usage)
    }
    let pace = WatchLoop.Pace(interval: .milliseconds(interval))
    return StandardInputKeys.reading { keys in
      WatchLoop(
        context: context, input: keys, timeoutSeconds: timeout, pace: pace, share: share
      )
      .run(exercise)
    }
  }
}

extension WatchCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    exercise = try line.optionalExercise()
    timeout = line[Self.timeout]
    interval = line[Self.interval]
    share = line[Self.share]
  }
}
