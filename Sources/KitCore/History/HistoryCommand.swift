import Foundation

/// `kit history [NN] [--json]`: replays the lights of an exercise's checks, one line per
/// run, and ends with the gentle flags read from them.
struct HistoryCommand: KitCommand, Equatable {
  static let json: CommandOption<Bool> = .flag(
    "--json", help: "prints the lights and flags as documented in docs/runner.md")
  static let declaration = CommandDeclaration(
    name: "history", arguments: "[NN]", options: [json],
    summary: """
      every check of NN, one line each: its light, time, what you changed, tests passed; then
      gentle flags (--json too)
      """,
    about: """
      Replays the checks of exercise NN (default: the current one), oldest first: each kit
      check, and each check of kit watch, leaves a light: red (a test failed), amber (it did
      not build, or no test ran), green, crashed or timed out, with its time in UTC, which
      side you changed since the check before (tests, code, both, no change) and how many of
      the tests that ran passed. A plain swift test in the exercise folder is not seen: kit
      check and kit watch are the loop. The newest \(ExerciseState.lightsKept) lights are
      kept.

      Then gentle flags read from the whole history: the code changed before the kit saw
      anything fail; tests seen green but never red; one step that turned several stages
      green at once. They are questions, not faults. It only reads .tddkit/state.json.
      """)

  /// `nil`: the current exercise.
  var exercise: String?
  var json = false

  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    let state = context.kit.readState()
    let exercise = try context.exercise(exercise, state: state)
    let report = HistoryReport(exercise: exercise, state: state)
    if json {
      guard let data = try? StateStore.encoder.encode(report) else {
        throw .error("the history could not be encoded", code: .environmentFailed)
      }
      context.writer.write(String(decoding: data, as: UTF8.self) + "\n")
    } else {
      // In the learner's own zone.
      context.writer.write(report.text(title: exercise.title, timeZone: context.timeZone))
    }
    return .success
  }
}

/// One exercise's lights and flags, as `kit history --json` prints them. Versioned like
/// the progress report: fields are added, never renamed.
struct HistoryReport: Codable, Equatable, Sendable {
  /// The format's version: 1.
  var version = 1
  var exercise: String
  /// Oldest first, at most ``ExerciseState/lightsKept``.
  var lights: [Light]
  var flags: [HistoryFlag]
  /// The score of `kit check --predict` over the lights kept.
  var predictions: PredictionScore

  init(exercise: Exercise, state: KitState) {
    self.exercise = exercise.id
    lights = state.exercises[exercise.id]?.lightHistory ?? []
    flags = HistoryFlag.flags(of: exercise, in: state)
    predictions = PredictionScore(lights)
  }

  /// The lines `kit history` prints: each light's mark first, where the coloured writer
  /// looks for it. Times are in `timeZone`, the learner's: a history is read against the
  /// learner's own day ("the red before lunch"), and the heading names the zone.
  func text(title: String, timeZone: TimeZone = .current) -> String {
    guard !lights.isEmpty else {
      return "No checks of \(exercise) yet: each kit check \(exercise), and each check of "
        + "kit watch \(exercise), leaves a light here.\n"
    }
    // Foundation names UTC "GMT" on Linux; learners know it as UTC.
    let name = timeZone.identifier == "GMT" ? "UTC" : timeZone.identifier
    let zone = "\(name) (\(Timestamp.offset(of: timeZone, at: lights[0].at)))"
    var text =
      "History of \(exercise), \(title): \(lights.count) check"
      + (lights.count == 1 ? "" : "s") + " by kit check and kit watch, times in \(zone)\n"
      + "(a plain swift test in the exercise folder is not seen)\n\n"
    for light in lights {
      text +=
        "  " + Self.pad("● \(light.colour.label)", 12)
        + "  \(Timestamp.clock(light.at, in: timeZone))  " + Self.pad(light.changed.phrase, 14)
        + "  \(light.passed) of \(light.ran) passed" + Self.prediction(light) + "\n"
    }
    if predictions.made > 0 {
      text += "\nPredictions: \(predictions.right) of \(predictions.made) right.\n"
    }
    if !flags.isEmpty {
      text += "\nWorth a thought:\n" + flags.map { "  · \($0.sentence)\n" }.joined()
    }
    return text
  }

  private static func prediction(_ light: Light) -> String {
    guard let predicted = light.predicted, let right = light.predictedRight else { return "" }
    return "  (predicted \(predicted.label): \(right ? "right" : "wrong"))"
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
  }
}

extension ChangedSide {
  /// How `kit history` says it.
  var phrase: String {
    switch self {
    case .tests: "tests changed"
    case .code: "code changed"
    case .both: "both changed"
    case .neither: "no change"
    case .first: "first check"
    }
  }
}

extension HistoryCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    exercise = try line.optionalExercise()
    json = line[Self.json]
  }
}
