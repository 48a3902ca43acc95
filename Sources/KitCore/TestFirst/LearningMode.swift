import Foundation

/// How a learner works an exercise.
enum LearningMode: String, ManifestWord {
  /// The walkthrough's tests are given; the learner writes the code that passes them.
  case guided
  /// The learner writes each stage's test before its code, in a skeleton of the test file;
  /// the kit judges the test against the reference solution, the code before the stage and
  /// the stage's planted mistakes (``TestFirstJudge``).
  case testFirst = "test-first"

  /// The room's default, for an instructor: `TDDKIT_MODE=test-first` (or `guided`) in the
  /// environment. `nil` when unset; a word the kit does not know is an error, not a guess.
  static func roomDefault(environment: [String: String]) throws(UsageError)
    -> LearningMode?
  {
    guard let word = environment["TDDKIT_MODE"], !word.isEmpty else { return nil }
    guard let mode = LearningMode(rawValue: word) else {
      throw UsageError("TDDKIT_MODE is '\(word)'; it takes 'guided' or 'test-first'")
    }
    return mode
  }
}

/// How an exercise is worked test-first: which test file the skeleton replaces. The
/// skeleton itself is `Solutions/NN/TestFirst/skeleton.patch`, a patch against the starter.
struct TestFirstPlan: Codable, Equatable, Sendable {
  /// The test file, inside the package, that holds one section per stage.
  var file: String
  /// What every stage of a kind is judged by, so that two stages never judge one
  /// behaviour differently (``JudgingRule``).
  var rules: [JudgingRule]? = nil

  /// Where the skeleton's patch lives, as a path under `Solutions/NN` without `.patch`.
  static let skeletonPatch = "TestFirst/skeleton"
}

/// A behaviour every stage of one kind asks for: each stage whose kit tests' names end
/// with ``testsEnding`` names ``part`` among its parts, with a chaff that breaks it.
///
/// Exercise 08's outlets: a label or a map counts once it is on the screen, not merely
/// connected; a stage that judged "not nil" enough would prove what another calls weak.
/// `kit verify` (``ManifestValidator/ruleProblems(in:)``) names a stage that leaves it out.
struct JudgingRule: Codable, Equatable, Sendable {
  var id: String
  /// The rule, in words, for the message that names a stage without it.
  var text: String
  /// The part (``StagePart/id``) each such stage names.
  var part: String
  /// How the names of the kit's tests of such a stage end: `_isConnected`.
  var testsEnding: String
}
