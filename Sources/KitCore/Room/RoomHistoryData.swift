import Foundation

/// What the page keeps of each learner for the history a row opens: per exercise its
/// state, flags, verdicts and planted mistakes, and its newest lights. The page draws it
/// on demand, with `textContent` only, so nothing in it can become markup.
///
/// Only the newest ``lightsKept`` lights of each exercise go in: the room's 40 × 14 × 500
/// lights would make a page of many megabytes; the timeline already shows every light.
struct RoomHistoryData: Encodable {
  static let lightsKept = 20

  /// A light as `[seconds since 1970, colour letter, changed letter, passed, ran]`.
  struct Cell: Encodable {
    var light: SharedLight

    func encode(to encoder: any Encoder) throws {
      var list = encoder.unkeyedContainer()
      try list.encode(Int(light.at.timeIntervalSince1970))
      try list.encode(String(light.colour.letter))
      try list.encode(String(light.changed.letter))
      try list.encode(light.passed)
      try list.encode(light.ran)
    }
  }

  struct Exercise: Encodable {
    var id: String
    var title: String
    var status: String
    var mode: String
    var testsGreen: Int?
    var testsTotal: Int
    var next: String?
    var stagesDone: [String]
    var hintLevels: [String: Int]
    var flags: [String]
    var count: Int
    var lights: [Cell]
    /// The newest distinct failure messages, newest first, at most three.
    var failures: [String]
    /// The newest light's verdicts as a row shows them (``VerdictRow``).
    var verdicts: [String]
    /// Planted mistakes the learner's tests let through, and those wrong tests encoded, in
    /// the manifest's words.
    var survivors: [String]
    var misconceptions: [String]
    /// By light time (seconds, as text), the exercise's files then: path → index in the
    /// page's ``RoomHistoryData/blobs``; only lights whose code the room holds.
    var code: [String: [String: Int]]
  }

  struct Learner: Encodable {
    var name: String
    var commit: String
    var withCode: Bool
    var exercises: [Exercise]
  }

  var room: String
  var learners: [Learner]
  /// Every file's text behind the lights, once each (``LightCode``).
  var blobs: [String]

  init(_ view: RoomView, manifest: Manifest, code: LightCode = .none) {
    room = view.room
    blobs = code.blobs
    learners = view.learners.map { learner in
      let exercises = learner.shared.document.progress.exercises.compactMap { record in
        Self.exercise(record, lights: learner.lights[record.id], manifest: manifest)
          .map { exercise in
            var exercise = exercise
            for light in exercise.lights {
              let seconds = Int(light.light.at.timeIntervalSince1970)
              if let files = code.files(of: learner.name, record.id, at: seconds) {
                exercise.code[String(seconds)] = files
              }
            }
            return exercise
          }
      }
      return Learner(
        name: learner.name, commit: learner.shared.commit,
        withCode: learner.shared.document.withCode, exercises: exercises)
    }
  }

  private static func exercise(
    _ record: ExerciseProgress, lights: ExerciseLights?, manifest: Manifest
  ) -> Exercise? {
    let count = lights?.count ?? 0
    guard record.status != .notStarted || count > 0 else { return nil }
    let known = manifest.exercise(record.id)
    func words(_ ids: Set<String>) -> [String] {
      ids.sorted().map { id in known?.mutants.first { $0.id == id }?.readableDescription ?? id }
    }
    var failures: [String] = []
    let runs = lights?.columns.failure
    for index in (runs?.indexes ?? []).reversed() where index >= 0 {
      guard let failure = runs?.table[index], !failures.contains(failure) else { continue }
      failures.append(failure)
      if failures.count == 3 { break }
    }
    let newest =
      lights.map { lights in (max(0, count - lightsKept)..<count).map(lights.light) } ?? []
    return Exercise(
      id: record.id, title: known?.title ?? record.folder, status: record.status.label,
      mode: record.mode.rawValue, testsGreen: record.testsGreen, testsTotal: record.testsTotal,
      next: record.next, stagesDone: record.stagesDone, hintLevels: record.hintLevels,
      flags: record.flags.map(\.sentence), count: count, lights: newest.map(Cell.init),
      failures: failures,
      verdicts: VerdictRow.parts(
        verdicts: newest.last?.verdicts ?? [:], survivors: newest.last?.survivors ?? [],
        diagnoses: newest.last?.diagnoses ?? [], exercise: known),
      survivors: words(lights?.survivors ?? []), misconceptions: words(lights?.diagnoses ?? []),
      code: [:])
  }
}
