import Foundation

/// One exercise's shared lights as the room reads them: the columns checked and decoded
/// once, read by index, never turned into one value per light.
///
/// A room of 40 learners holds 280,000 lights; making each a value of a dozen fields, then
/// merging and sorting them per learner, took seconds before anything was drawn. The
/// room needs few things of most lights (the time and the colour, for the time columns)
/// and everything only of a few (the newest, the last of a column); this reads exactly that.
struct ExerciseLights: Sendable {
  let id: String
  /// Seconds since 1970, oldest first.
  let at: [Int]
  let colours: [LightColour]
  let changed: [ChangedSide]
  let columns: LightColumns
  /// The index of the newest green light, if any.
  let lastGreen: Int?
  /// The planted mistakes any light let through, and those wrong tests encoded.
  let survivors: Set<String>
  let diagnoses: Set<String>
  /// By stage, when it first went green (seconds since 1970).
  let firstGreens: [String: Int]

  /// Checks and reads `columns`; throws a ``LightColumns/Problem`` when they disagree.
  init(id: String, _ columns: LightColumns) throws(LightColumns.Problem) {
    let count = columns.at.count
    colours = try Self.letters(columns.colour, "colour", count, LightColour.init(byte:))
    changed = try Self.letters(columns.changed, "changed", count, ChangedSide.init(byte:))
    guard columns.ran.count == count else { throw .lengths("ran") }
    guard columns.passed.count == count else { throw .lengths("passed") }
    if let predicted = columns.predicted, predicted.count != count { throw .lengths("predicted") }
    try columns.stagesGreen?.validate(count: count)
    try columns.failure?.validate(count: count)
    try columns.next?.validate(count: count)
    try columns.verdicts?.validate(count: count)
    try columns.survivors?.validate(count: count)
    try columns.diagnoses?.validate(count: count)
    self.id = id
    self.columns = columns
    at = columns.at
    lastGreen = colours.lastIndex(of: .green)
    survivors = Set(columns.survivors?.table.flatMap { $0 } ?? [])
    diagnoses = Set(columns.diagnoses?.table.flatMap { $0 } ?? [])
    var greens: [String: Int] = [:]
    if let runs = columns.stagesGreen {
      for (light, index) in zip(runs.lights, runs.indexes) where index >= 0 {
        for stage in runs.table[index] where greens[stage] == nil { greens[stage] = at[light] }
      }
    }
    firstGreens = greens
  }

  /// The lights of `lights`, for tests and for a learner's own document.
  init(id: String, lights: [SharedLight]) throws(LightColumns.Problem) {
    try self.init(id: id, LightColumns(lights))
  }

  var count: Int { at.count }

  func date(_ index: Int) -> Date { Date(timeIntervalSince1970: TimeInterval(at[index])) }

  func failure(_ index: Int) -> String? { columns.failure?.value(at: index) }

  /// Light `index` with every field, for the few the room shows in full.
  func light(_ index: Int) -> SharedLight {
    let predicted = columns.predicted.flatMap { text -> LightColour? in
      let letter = text[text.index(text.startIndex, offsetBy: index)]
      return LightColour(letter: letter)
    }
    return SharedLight(
      at: date(index), colour: colours[index], changed: changed[index],
      ran: columns.ran[index], passed: columns.passed[index],
      stagesGreen: columns.stagesGreen?.value(at: index) ?? [], predicted: predicted,
      failure: failure(index), next: columns.next?.value(at: index),
      verdicts: columns.verdicts?.value(at: index), survivors: columns.survivors?.value(at: index),
      diagnoses: columns.diagnoses?.value(at: index))
  }

  /// How many lights of each colour.
  var counts: LightCounts { LightCounts(colours: colours) }

  /// Reads a column of letters byte by byte: the letters are ASCII, and reading a
  /// 7,000-letter string as characters costs more than the rest of the column.
  private static func letters<Value>(
    _ text: String, _ column: String, _ count: Int, _ read: (UInt8) -> Value?
  ) throws(LightColumns.Problem) -> [Value] {
    var values: [Value] = []
    values.reserveCapacity(count)
    for byte in text.utf8 {
      guard let value = read(byte) else {
        throw .letter(byte < 0x80 ? Character(UnicodeScalar(byte)) : "?", column)
      }
      values.append(value)
    }
    guard values.count == count else { throw .lengths(column) }
    return values
  }
}

/// A learner's exercises' lights together: the newest across all of them, without merging
/// them all.
struct LearnerLights: Sendable {
  /// In the order of the learner's exercise ids.
  let exercises: [ExerciseLights]

  init(_ lights: [String: ExerciseLights]) {
    exercises = lights.keys.sorted().compactMap { lights[$0] }
  }

  subscript(id: String) -> ExerciseLights? { exercises.first { $0.id == id } }

  /// One light: its exercise (by position in ``exercises``) and its index there.
  struct Position: Equatable, Sendable {
    var exercise: Int
    var index: Int
  }

  /// The newest lights first, across exercises, while `keep` says so: a merge that walks
  /// back from each exercise's end.
  func newest(while keep: (Position) -> Bool) -> [Position] {
    var ends = exercises.map { $0.count - 1 }
    var found: [Position] = []
    while true {
      var best: Int?
      for (exercise, end) in ends.enumerated() where end >= 0 {
        if let current = best, exercises[current].at[ends[current]] >= exercises[exercise].at[end] {
          continue
        }
        best = exercise
      }
      guard let exercise = best else { return found }
      let position = Position(exercise: exercise, index: ends[exercise])
      guard keep(position) else { return found }
      found.append(position)
      ends[exercise] -= 1
    }
  }

  /// The newest `count` lights, newest first.
  func newest(_ count: Int) -> [Position] {
    var taken = 0
    return newest { _ in
      taken += 1
      return taken <= count
    }
  }

  func colour(_ position: Position) -> LightColour {
    exercises[position.exercise].colours[position.index]
  }

  func date(_ position: Position) -> Date {
    exercises[position.exercise].date(position.index)
  }

  var total: Int { exercises.reduce(0) { $0 + $1.count } }
}

extension LearnerLights {
  /// The lights of `lights`, by exercise id: a learner's own, before they are shared.
  init(lights: [String: [SharedLight]]) throws(LightColumns.Problem) {
    var read: [String: ExerciseLights] = [:]
    for (id, list) in lights { read[id] = try ExerciseLights(id: id, lights: list) }
    self.init(read)
  }
}

extension LightColour {
  /// A `colour` column's letter as a byte.
  init?(byte: UInt8) {
    switch byte {
    case UInt8(ascii: "r"): self = .red
    case UInt8(ascii: "a"): self = .amber
    case UInt8(ascii: "g"): self = .green
    case UInt8(ascii: "c"): self = .crashed
    case UInt8(ascii: "t"): self = .timedOut
    default: return nil
    }
  }
}

extension ChangedSide {
  /// A `changed` column's letter as a byte.
  init?(byte: UInt8) {
    guard byte < 0x80 else { return nil }
    self.init(letter: Character(UnicodeScalar(byte)))
  }
}
