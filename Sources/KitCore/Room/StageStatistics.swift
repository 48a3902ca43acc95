import Foundation

/// The room-wide table: per stage of every exercise someone worked on, how many learners
/// are done, the median time it took them, the failures most learners are red on now, and
/// the planted mistakes that got through most often and the misconceptions wrong tests
/// showed most, in the manifest's own words.
///
/// Only what learners did: a stage green on the untouched starter is left out (its "done
/// under 1 min" was the kit's), and so is a stage nobody is done with, on, or tripped on.
struct StageStatistics: Codable, Equatable, Sendable {
  /// A planted mistake (chaff or mutant) and how many learners it concerned.
  struct Mistake: Codable, Equatable, Sendable {
    var id: String
    /// The manifest's description; the id when this kit's manifest does not know it.
    var description: String
    var learners: Int
  }

  /// A failure learners' newest checks share: `3 of 4 red on test_x: 1 ≠ 2`, or
  /// `1 of 4 does not compile: …`.
  struct Failure: Codable, Equatable, Sendable {
    /// The failing test, or `does not compile`.
    var test: String
    /// The message most of them see.
    var message: String
    var learners: Int
    /// Learners with a light on the exercise.
    var of: Int

    var sentence: String {
      test == Self.doesNotCompile
        ? "\(learners) of \(of) \(learners == 1 ? "does" : "do") not compile: \(message)"
        : "\(learners) of \(of) red on \(test): \(message)"
    }

    /// The ``test`` of learners whose newest check did not compile.
    static let doesNotCompile = "does not compile"
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
    /// to this one first going green, the median over the learners done. A stage already
    /// green at a learner's first check is not counted as done by them.
    var medianMinutes: Double?
    /// The three that got through most often: survivors of learners' tests.
    var survivors: [Mistake]
    /// The three that wrong tests encoded most often (test-first diagnoses).
    var misconceptions: [Mistake]
    /// Guided: the failures of this stage's tests most learners' newest checks are red on.
    var failing: [Failure] = []
  }

  var rows: [Row]

  /// How many mistakes of each kind a row names.
  static let mistakesShown = 3

  init(_ learners: [SharedLearner], manifest: Manifest) {
    var rows: [Row] = []
    for exercise in manifest.exercises {
      let working = learners.compactMap { $0.lights[exercise.id] }.filter { $0.count > 0 }
      guard !working.isEmpty else { continue }
      let failing = Self.failing(working, exercise)
      let fromTheStart = exercise.testsGreenFromTheStart
      for (index, stage) in exercise.stages.enumerated() {
        if !stage.tests.isEmpty && stage.tests.allSatisfy(fromTheStart.contains) { continue }
        let minutes = working.compactMap { lights -> Double? in
          // Green at the learner's first check says nothing of what they did, nor how long
          // it took: the starter, or work the kit never saw.
          guard let green = lights.firstGreens[stage.id], green > lights.at[0] else { return nil }
          let earlier = exercise.stages[..<index].compactMap { lights.firstGreens[$0.id] }
            .filter { $0 <= green }
          let begin = earlier.max() ?? lights.at[0]
          return Double(green - begin) / 60
        }
        let row = Row(
          exercise: exercise.id, stage: stage.id, title: stage.title, started: working.count,
          done: minutes.count, medianMinutes: Self.median(minutes),
          survivors: Self.mistakes(working.map(\.survivors), exercise, stage: stage.id),
          misconceptions: Self.mistakes(working.map(\.diagnoses), exercise, stage: stage.id),
          failing: failing[stage.id] ?? [])
        let touched =
          row.done > 0 || !row.failing.isEmpty || !row.survivors.isEmpty
          || !row.misconceptions.isEmpty
        if touched { rows.append(row) }
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

  /// By stage, the failures of guided learners' newest checks (not green), grouped by
  /// test, most learners first, each with the message most of them see; a check that did
  /// not compile counts on the stage the learner last compiled on (``CompileBreak``).
  private static func failing(_ working: [ExerciseLights], _ exercise: Exercise) -> [String:
    [Failure]]
  {
    var byStage: [String: [String: [String]]] = [:]
    for lights in working {
      let newest = lights.count - 1
      guard lights.colours[newest] != .green, lights.columns.verdicts?.value(at: newest) == nil,
        let failure = lights.failure(newest)
      else { continue }
      let broken = CompileBreak(lights)
      let next = broken.map(\.next) ?? lights.columns.next?.value(at: newest)
      let (test, message): (String, String)
      if let broken {
        (test, message) = (Failure.doesNotCompile, broken.error)
      } else if let colon = failure.range(of: ": ") {
        (test, message) = (
          String(failure[..<colon.lowerBound]), String(failure[colon.upperBound...])
        )
      } else {
        (test, message) = (failure, "")
      }
      let stage =
        exercise.stages.first { $0.tests.contains(test) }?.id
        ?? RoomLearner.stage(of: next, in: exercise)
      guard let stage else { continue }
      byStage[stage, default: [:]][test, default: []].append(message)
    }
    return byStage.mapValues { tests in
      tests.map { test, messages -> Failure in
        let counts = Dictionary(messages.map { ($0, 1) }, uniquingKeysWith: +)
        let common = counts.min { ($1.value, $0.key) < ($0.value, $1.key) }?.key ?? ""
        return Failure(test: test, message: common, learners: messages.count, of: working.count)
      }
      .sorted { ($1.learners, $0.test) < ($0.learners, $1.test) }.prefix(mistakesShown)
      .map { $0 }
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
