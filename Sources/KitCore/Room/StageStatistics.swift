import Foundation

/// The room-wide table: per stage of every exercise someone worked on, how many learners
/// are done, the median time it took them, and the planted mistakes that got through most
/// often and the misconceptions wrong tests showed most, in the manifest's own words.
struct StageStatistics: Codable, Equatable, Sendable {
  /// A planted mistake (chaff or mutant) and how many learners it concerned.
  struct Mistake: Codable, Equatable, Sendable {
    var id: String
    /// The manifest's description; the id when this kit's manifest does not know it.
    var description: String
    var learners: Int
  }

  struct Row: Codable, Equatable, Sendable {
    var exercise: String
    /// `nil` for the mistakes of an exercise aimed at no stage.
    var stage: String?
    var title: String
    /// Learners with at least one light on the exercise.
    var started: Int
    var done: Int
    /// Minutes from the stage before it first going green (or the exercise's first check)
    /// to this one first going green, the median over the learners done.
    var medianMinutes: Double?
    /// The three that got through most often: survivors of learners' tests.
    var survivors: [Mistake]
    /// The three that wrong tests encoded most often (test-first diagnoses).
    var misconceptions: [Mistake]
  }

  var rows: [Row]

  /// How many mistakes of each kind a row names.
  static let mistakesShown = 3

  init(_ learners: [SharedLearner], manifest: Manifest) {
    var rows: [Row] = []
    for exercise in manifest.exercises {
      let working = learners.compactMap { learner in
        learner.lights[exercise.id].flatMap { $0.isEmpty ? nil : (learner, $0) }
      }
      guard !working.isEmpty else { continue }
      let firstGreens = working.map { Self.firstGreens($0.1, exercise: exercise) }
      for (index, stage) in exercise.stages.enumerated() {
        let minutes = zip(working, firstGreens).compactMap { pair, greens -> Double? in
          guard let green = greens[stage.id] else { return nil }
          let earlier = exercise.stages[..<index].compactMap { greens[$0.id] }.filter {
            $0 <= green
          }
          let begin = earlier.max() ?? pair.1.first?.at ?? green
          return green.timeIntervalSince(begin) / 60
        }
        rows.append(
          Row(
            exercise: exercise.id, stage: stage.id, title: stage.title, started: working.count,
            done: minutes.count, medianMinutes: Self.median(minutes),
            survivors: Self.mistakes(working, exercise, stage: stage.id, \.survivors),
            misconceptions: Self.mistakes(working, exercise, stage: stage.id, \.diagnoses)))
      }
      let loose = Self.mistakes(working, exercise, stage: nil, \.survivors)
      let looseWrong = Self.mistakes(working, exercise, stage: nil, \.diagnoses)
      if !loose.isEmpty || !looseWrong.isEmpty {
        rows.append(
          Row(
            exercise: exercise.id, stage: nil, title: "aimed at no stage", started: working.count,
            done: 0, medianMinutes: nil, survivors: loose, misconceptions: looseWrong))
      }
    }
    self.rows = rows
  }

  /// When each stage first went green (or was first done) in `lights`.
  private static func firstGreens(_ lights: [SharedLight], exercise: Exercise) -> [String: Date] {
    var greens: [String: Date] = [:]
    for light in lights {
      for stage in light.stagesGreen where greens[stage] == nil { greens[stage] = light.at }
    }
    return greens
  }

  /// The mistakes of `stage` (by the manifest's `stage` of each; `nil`: aimed at none)
  /// found in `field` of any light, counted once per learner, most learners first.
  private static func mistakes(
    _ working: [(SharedLearner, [SharedLight])], _ exercise: Exercise, stage: String?,
    _ field: KeyPath<SharedLight, [String]?>
  ) -> [Mistake] {
    var counts: [String: Int] = [:]
    for (_, lights) in working {
      let ids = Set(lights.flatMap { $0[keyPath: field] ?? [] })
      for id in ids where exercise.mutants.first(where: { $0.id == id })?.stage == stage {
        counts[id, default: 0] += 1
      }
    }
    return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(mistakesShown)
      .map { id, count in
        Mistake(
          id: id, description: exercise.mutants.first { $0.id == id }?.description ?? id,
          learners: count)
      }
  }

  static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}
