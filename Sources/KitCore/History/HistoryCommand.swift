import Foundation

/// `kit history [NN] [--json]`: replays the lights of an exercise's checks, one line per
/// run, and ends with the gentle flags read from them.
struct HistoryCommand {
  let manifest: Manifest
  let writer: any OutputWriter
  /// The zone the times are shown in: the learner's own.
  var timeZone = TimeZone.current

  func run(_ key: String?, json: Bool, state: KitState) -> ExitCode {
    guard let exercise = key.map({ manifest.exercise($0) }) ?? state.current(in: manifest) else {
      writer.writeError(
        key.map(manifest.unknownExercise) ?? "error: the manifest has no exercises\n")
      return .badInput
    }
    let report = HistoryReport(exercise: exercise, state: state)
    if json {
      guard let data = try? StateStore.encoder.encode(report) else {
        writer.writeError("error: the history could not be encoded\n")
        return .environmentFailed
      }
      writer.write(String(decoding: data, as: UTF8.self) + "\n")
    } else {
      writer.write(report.text(title: exercise.title, timeZone: timeZone))
    }
    return .success
  }
}

/// One exercise's lights and flags, as `kit history --json` prints them. Versioned like
/// the progress report: fields are added, never renamed.
public struct HistoryReport: Codable, Equatable, Sendable {
  /// The format's version: 1.
  public var version = 1
  public var exercise: String
  /// Oldest first, at most ``ExerciseState/lightsKept``.
  public var lights: [Light]
  public var flags: [HistoryFlag]
  /// The score of `kit check --predict` over the lights kept.
  public var predictions: PredictionScore

  public init(exercise: Exercise, state: KitState) {
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
