import Foundation

/// Whether a check moved the learner forward, which is what "stuck" is about: a learner
/// turning one stage of a 14-stage exercise green per check is doing TDD perfectly,
/// although every one of those lights is red until the last.
///
/// A check makes progress when it is green (guided: every test passes), when a stage
/// turned green that was not at the check before, when more tests pass (guided), or when a
/// test-first verdict got better
/// (not written → does not compile or wrong → cannot fail → weak → proven) or fewer
/// planted mistakes got through. The first check of an exercise compares with nothing
/// done: it makes progress when anything passes, or anything of the learner's is judged
/// (a stage the kit gives is none of theirs).
enum CheckProgress {
  /// Whether light `index` of `lights` made progress over the light before it.
  static func made(_ lights: ExerciseLights, _ index: Int) -> Bool {
    let now = lights.columns
    let verdicts = now.verdicts?.value(at: index)
    // Test-first, green says the learner's own tests pass, which a weak test does check
    // after check: only the verdicts tell progress there.
    if lights.colours[index] == .green && verdicts == nil { return true }
    let stages = Set(now.stagesGreen?.value(at: index) ?? [])
    let survivors = now.survivors?.value(at: index)
    guard index > 0 else {
      return !stages.isEmpty || (verdicts == nil && now.passed[index] > 0)
        || (verdicts ?? [:]).values.contains { $0 != "given" && rank($0) > 0 }
    }
    let before = index - 1
    if !stages.subtracting(now.stagesGreen?.value(at: before) ?? []).isEmpty { return true }
    if let verdicts {
      // Test-first: the learner's own tests passing says nothing of the code; the verdicts do.
      let earlier = now.verdicts?.value(at: before) ?? [:]
      if verdicts.contains(where: { rank($1) > rank(earlier[$0] ?? "not written") }) {
        return true
      }
    } else if now.passed[index] > now.passed[before] {
      return true
    }
    if let survivors, let earlier = now.survivors?.value(at: before),
      survivors.count < earlier.count
    {
      return true
    }
    return false
  }

  /// How far a verdict (``TestVerdict/name``) is from settled: higher is better.
  static func rank(_ verdict: String) -> Int {
    switch verdict {
    case "does not compile", "wrong": 1
    case "cannot fail": 2
    case "weak": 3
    case "proven", "given": 4
    default: 0
    }
  }
}

/// The newest checks that made no progress (``CheckProgress``), counted back across
/// exercises to the last that did, or to the learner's last checkpoint: a checkpoint lays
/// new code down, so the learner starts afresh.
struct ProgressStall: Equatable, Sendable {
  var checks = 0
  /// When the oldest of them was made.
  var since: Date?

  init(_ lights: LearnerLights, startingAfter checkpoint: Date?) {
    let limit = checkpoint.map { Int($0.timeIntervalSince1970) } ?? Int.min
    let stalled = lights.newest { position in
      let exercise = lights.exercises[position.exercise]
      return exercise.at[position.index] > limit && !CheckProgress.made(exercise, position.index)
    }
    checks = stalled.count
    since = stalled.last.map(lights.date)
  }
}
