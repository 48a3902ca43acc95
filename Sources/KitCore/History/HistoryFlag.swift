import Foundation

/// A gentle note read from an exercise's history, never from a single run: a habit TDD
/// asks the learner to keep, seen skipped. A flag is a question for the learner (or a
/// conversation for an instructor), not a fault: the kit does not see every run.
struct HistoryFlag: Codable, Equatable, Sendable {
  enum Kind: String, Codable, Sendable {
    /// The code changed before the kit had seen any failing run of the exercise: the code
    /// came first, the test (if any) after.
    case codeBeforeRed = "code-before-red"
    /// Tests seen green without the kit ever seeing them fail: a test that was never seen
    /// red may not test anything.
    case greenWithoutRed = "green-without-red"
    /// One change turned several stages green: a step bigger than one test at a time.
    case severalStagesAtOnce = "several-stages-at-once"
  }

  var kind: Kind
  /// When it happened: the light's time, or when the first such test was seen green.
  var at: Date?
  /// What it is about: the tests never seen red, or the stages turned green together;
  /// empty for code before a red.
  var subjects: [String]

  init(kind: Kind, at: Date?, subjects: [String] = []) {
    self.kind = kind
    self.at = at
    self.subjects = subjects
  }

  /// The flag in one sentence, for `kit history` and `kit progress`.
  var sentence: String {
    let list = Self.shortList(subjects)
    return switch kind {
    case .codeBeforeRed:
      "the code changed before the kit saw anything fail: did a failing test come first?"
    case .greenWithoutRed:
      "never seen red (did you watch it fail?): \(list)"
    case .severalStagesAtOnce:
      "one step turned \(subjects.count) stages green at once (\(list)): smaller steps show "
        + "which change made which test pass"
    }
  }

  private static func shortList(_ items: [String]) -> String {
    let more = items.count > 3 ? ", and \(items.count - 3) more" : ""
    return items.prefix(3).joined(separator: ", ") + more
  }
}

extension HistoryFlag {
  /// The flags of `exercise`'s history in `state`, in the order they happened.
  static func flags(of exercise: Exercise, in state: KitState) -> [HistoryFlag] {
    let record = state.exercises[exercise.id] ?? ExerciseState()
    var flags = fromLights(
      record.lightHistory, greenFromTheStart: exercise.stagesGreenFromTheStart,
      order: exercise.stages.map(\.id))
    let unseen = state.flaggedTests(of: exercise)
    if !unseen.isEmpty {
      let firstGreen = unseen.compactMap { record.tests[$0]?.firstGreen }.min()
      flags.append(HistoryFlag(kind: .greenWithoutRed, at: firstGreen, subjects: unseen))
    }
    return flags.sorted { ($0.at ?? .distantFuture) < ($1.at ?? .distantFuture) }
  }

  /// The flags the lights alone tell: code before the first failing run, and each step
  /// that turned two or more stages green for the first time. Stages green from the start
  /// never count, nor stages green before: a change that mends what the last one broke
  /// turns them green again all at once, and that is recovering, not a step too big.
  static func fromLights(
    _ lights: [Light], greenFromTheStart: Set<String>, order: [String]
  ) -> [HistoryFlag] {
    var flags: [HistoryFlag] = []
    var seenFailing = false
    var greenBefore = greenFromTheStart
    for light in lights {
      if !seenFailing, light.changed.touchesCode {
        flags.append(HistoryFlag(kind: .codeBeforeRed, at: light.at))
        seenFailing = true  // Said once: the habit, not every change after it.
      }
      seenFailing = seenFailing || light.colour.isFailing
      let turned = Set(light.stagesGreen).subtracting(greenBefore)
      if turned.count >= 2 {
        flags.append(
          HistoryFlag(
            kind: .severalStagesAtOnce, at: light.at,
            subjects: order.filter(turned.contains)))
      }
      greenBefore.formUnion(light.stagesGreen)
    }
    return flags
  }
}
