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
      let working = learners.compactMap { $0.lights[exercise.id] }.filter { $0.count > 0 }
      guard !working.isEmpty else { continue }
      for (index, stage) in exercise.stages.enumerated() {
        let minutes = working.compactMap { lights -> Double? in
          guard let green = lights.firstGreens[stage.id] else { return nil }
          let earlier = exercise.stages[..<index].compactMap { lights.firstGreens[$0.id] }
            .filter { $0 <= green }
          let begin = earlier.max() ?? lights.at[0]
          return Double(green - begin) / 60
        }
        rows.append(
          Row(
            exercise: exercise.id, stage: stage.id, title: stage.title, started: working.count,
            done: minutes.count, medianMinutes: Self.median(minutes),
            survivors: Self.mistakes(working.map(\.survivors), exercise, stage: stage.id),
            misconceptions: Self.mistakes(working.map(\.diagnoses), exercise, stage: stage.id)))
      }
      let loose = Self.mistakes(working.map(\.survivors), exercise, stage: nil)
      let looseWrong = Self.mistakes(working.map(\.diagnoses), exercise, stage: nil)
      if !loose.isEmpty || !looseWrong.isEmpty {
        rows.append(
          Row(
            exercise: exercise.id, stage: nil, title: "aimed at no stage", started: working.count,
            done: 0, medianMinutes: nil, survivors: loose, misconceptions: looseWrong))
      }
    }
    self.rows = rows
  }

  /// The mistakes of `stage` (by the manifest's `stage` of each; `nil`: aimed at none)
  /// among each learner's `sets`, counted once per learner, most learners first.
  private static func mistakes(_ sets: [Set<String>], _ exercise: Exercise, stage: String?)
    -> [Mistake]
  {
    let known = Dictionary(
      exercise.mutants.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var counts: [String: Int] = [:]
    for ids in sets {
      for id in ids where known[id]?.stage == stage { counts[id, default: 0] += 1 }
    }
    return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(mistakesShown)
      .map { id, count in
        Mistake(id: id, description: known[id]?.readableDescription ?? id, learners: count)
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
