extension ExerciseState {
  /// How many lights the state keeps per exercise: the newest, so that a learner who
  /// watches an exercise for a week does not grow the state file without end (a light is
  /// about 400 bytes of the state's indented JSON: 200 KB at most per exercise).
  static let lightsKept = 500

  /// The exercise's lights, oldest first.
  var lightHistory: [Light] { lights ?? [] }

  /// Adds `light` as the newest, dropping the oldest beyond ``lightsKept``.
  mutating func add(_ light: Light) {
    var kept = lightHistory
    kept.append(light)
    if kept.count > Self.lightsKept { kept.removeFirst(kept.count - Self.lightsKept) }
    lights = kept
  }
}

extension Exercise {
  /// Stages green on the starter by design: all their tests given and passing from the
  /// start. Nobody made them green, so they never count as turned green by a step.
  var stagesGreenFromTheStart: Set<String> {
    let given = testsGreenFromTheStart
    return Set(
      stages.filter { $0.kind != .writeTheTest && $0.tests.allSatisfy(given.contains) }.map(\.id))
  }
}

/// How many of an exercise's lights are of each colour, for `kit progress --json`.
struct LightCounts: Codable, Equatable, Sendable {
  var red = 0
  var amber = 0
  var green = 0
  var crashed = 0
  var timedOut = 0

  init(_ lights: [Light]) {
    for light in lights {
      switch light.colour {
      case .red: red += 1
      case .amber: amber += 1
      case .green: green += 1
      case .crashed: crashed += 1
      case .timedOut: timedOut += 1
      }
    }
  }
}
