import Foundation

/// One exercise's lights as a learner shares them, column by column: a list of times, a
/// letter per light for its colour and for the side changed, and the fields that change now
/// and then as ``ValueRuns``.
///
/// A light as an object of a dozen named fields made a room of 40 learners × 14 exercises ×
/// 500 lights 70 MB of JSON, about 2 s to read before anything was drawn; as columns it is
/// under a tenth of that. `docs/runner.md` documents the layout.
struct LightColumns: Codable, Equatable, Sendable {
  /// Seconds since 1970 (UTC), oldest first: the number of lights. Written as
  /// ``NumberText`` with deltas: the first time, then the seconds since the light before.
  var at: [Int]
  /// One letter per light: `r` red, `a` amber, `g` green, `c` crashed, `t` timed out.
  var colour: String
  /// One letter per light: `t` tests, `c` code, `b` both, `n` neither, `f` the first check.
  var changed: String
  /// Written as ``NumberText``, one number per light.
  var ran: [Int]
  var passed: [Int]
  /// One letter per light as in `colour`, `-` where the learner predicted nothing; absent
  /// when no light has a prediction.
  var predicted: String?
  var stagesGreen: ValueRuns<[String]>?
  var failure: ValueRuns<String>?
  var next: ValueRuns<String>?
  var verdicts: ValueRuns<[String: String]>?
  var survivors: ValueRuns<[String]>?
  var diagnoses: ValueRuns<[String]>?

  /// Why a shared exercise's lights cannot be read: the room skips that learner, saying so.
  enum Problem: Error, Equatable, CustomStringConvertible {
    case lengths(String)
    case letter(Character, String)
    case runOutOfOrder(Int)

    var description: String {
      switch self {
      case .lengths(let column): "its \(column) column does not have one entry per light"
      case .letter(let letter, let column): "'\(letter)' is not a letter of its \(column) column"
      case .runOutOfOrder(let light): "a change at light \(light) is out of order"
      }
    }
  }

  private enum CodingKeys: String, CodingKey {
    case at, colour, changed, ran, passed, predicted, stagesGreen, failure, next, verdicts
    case survivors, diagnoses
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    at = try container.decodeNumbers(forKey: .at, deltas: true)
    colour = try container.decode(String.self, forKey: .colour)
    changed = try container.decode(String.self, forKey: .changed)
    ran = try container.decodeNumbers(forKey: .ran)
    passed = try container.decodeNumbers(forKey: .passed)
    predicted = try container.decodeIfPresent(String.self, forKey: .predicted)
    stagesGreen = try container.decodeIfPresent(ValueRuns.self, forKey: .stagesGreen)
    failure = try container.decodeIfPresent(ValueRuns.self, forKey: .failure)
    next = try container.decodeIfPresent(ValueRuns.self, forKey: .next)
    verdicts = try container.decodeIfPresent(ValueRuns.self, forKey: .verdicts)
    survivors = try container.decodeIfPresent(ValueRuns.self, forKey: .survivors)
    diagnoses = try container.decodeIfPresent(ValueRuns.self, forKey: .diagnoses)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(NumberText.write(at, deltas: true), forKey: .at)
    try container.encode(colour, forKey: .colour)
    try container.encode(changed, forKey: .changed)
    try container.encode(NumberText.write(ran), forKey: .ran)
    try container.encode(NumberText.write(passed), forKey: .passed)
    try container.encodeIfPresent(predicted, forKey: .predicted)
    try container.encodeIfPresent(stagesGreen, forKey: .stagesGreen)
    try container.encodeIfPresent(failure, forKey: .failure)
    try container.encodeIfPresent(next, forKey: .next)
    try container.encodeIfPresent(verdicts, forKey: .verdicts)
    try container.encodeIfPresent(survivors, forKey: .survivors)
    try container.encodeIfPresent(diagnoses, forKey: .diagnoses)
  }

  init(_ lights: [SharedLight]) {
    at = lights.map { Int($0.at.timeIntervalSince1970.rounded(.down)) }
    colour = String(lights.map(\.colour.letter))
    changed = String(lights.map(\.changed.letter))
    ran = lights.map(\.ran)
    passed = lights.map(\.passed)
    predicted =
      lights.contains { $0.predicted != nil }
      ? String(lights.map { $0.predicted?.letter ?? "-" }) : nil
    stagesGreen = Self.runs(lights.map { $0.stagesGreen.isEmpty ? nil : $0.stagesGreen })
    failure = Self.runs(lights.map(\.failure))
    next = Self.runs(lights.map(\.next))
    verdicts = Self.runs(lights.map(\.verdicts))
    survivors = Self.runs(lights.map(\.survivors))
    diagnoses = Self.runs(lights.map(\.diagnoses))
  }

  /// The lights again, oldest first; throws a ``Problem`` when the columns disagree.
  func lights() throws(Problem) -> [SharedLight] {
    let count = at.count
    let colours = try Self.letters(colour, "colour", count, LightColour.init(letter:))
    let sides = try Self.letters(changed, "changed", count, ChangedSide.init(letter:))
    guard ran.count == count else { throw .lengths("ran") }
    guard passed.count == count else { throw .lengths("passed") }
    var predictions = [LightColour?](repeating: nil, count: count)
    if let predicted {
      predictions = try Self.letters(predicted, "predicted", count, LightColour.prediction)
    }
    let green = try stagesGreen?.values(count: count) ?? Array(repeating: nil, count: count)
    let failures = try failure?.values(count: count) ?? Array(repeating: nil, count: count)
    let nexts = try next?.values(count: count) ?? Array(repeating: nil, count: count)
    let verdictList = try verdicts?.values(count: count) ?? Array(repeating: nil, count: count)
    let survived = try survivors?.values(count: count) ?? Array(repeating: nil, count: count)
    let diagnosed = try diagnoses?.values(count: count) ?? Array(repeating: nil, count: count)
    return (0..<count).map { index in
      SharedLight(
        at: Date(timeIntervalSince1970: TimeInterval(at[index])), colour: colours[index],
        changed: sides[index], ran: ran[index], passed: passed[index],
        stagesGreen: green[index] ?? [], predicted: predictions[index], failure: failures[index],
        next: nexts[index], verdicts: verdictList[index], survivors: survived[index],
        diagnoses: diagnosed[index])
    }
  }

  private static func runs<Value>(_ values: [Value?]) -> ValueRuns<Value>? {
    values.contains { $0 != nil } ? ValueRuns(values) : nil
  }

  private static func letters<Value>(
    _ text: String, _ column: String, _ count: Int, _ read: (Character) -> Value?
  ) throws(Problem) -> [Value] {
    var values: [Value] = []
    values.reserveCapacity(count)
    for letter in text {
      guard let value = read(letter) else { throw .letter(letter, column) }
      values.append(value)
    }
    guard values.count == count else { throw .lengths(column) }
    return values
  }
}

extension LightColour {
  /// Its letter in a shared light's `colour` column.
  var letter: Character {
    switch self {
    case .red: "r"
    case .amber: "a"
    case .green: "g"
    case .crashed: "c"
    case .timedOut: "t"
    }
  }

  init?(letter: Character) {
    guard let colour = Self.allCases.first(where: { $0.letter == letter }) else { return nil }
    self = colour
  }

  /// A `predicted` column's letter: a colour, or `-` for no prediction (`.some(nil)`);
  /// `nil` for a letter that is neither.
  fileprivate static func prediction(_ letter: Character) -> LightColour?? {
    if letter == "-" { return .some(nil) }
    return LightColour(letter: letter).map { .some($0) }
  }
}

extension ChangedSide {
  /// Its letter in a shared light's `changed` column.
  var letter: Character {
    switch self {
    case .tests: "t"
    case .code: "c"
    case .both: "b"
    case .neither: "n"
    case .first: "f"
    }
  }

  init?(letter: Character) {
    switch letter {
    case "t": self = .tests
    case "c": self = .code
    case "b": self = .both
    case "n": self = .neither
    case "f": self = .first
    default: return nil
    }
  }
}
