import Foundation

/// What the kit made of the test a learner wrote for one stage, checked in the order a
/// wrong test is best found: a test must first be right (it passes on the reference
/// solution), then free of what the stage leaves open (it passes on every other correct
/// solution, the stage's wheats), then able to fail (it fails on the code before the stage), then strong (it
/// catches each of the stage's planted mistakes, its chaffs).
enum TestVerdict: Codable, Equatable, Sendable {
  /// The stage's section holds no test yet.
  case notWritten
  /// The test does not compile against the reference solution: it uses a name or a
  /// signature the stage does not ask for.
  case doesNotCompile(CompileError)
  /// It fails on the reference solution: it expects something the walkthrough does not.
  case wrong(failing: [String: String])
  /// It passes on the reference but fails on another correct solution of the stage (a
  /// ``Wheat``): it pins something the stage leaves free. `failing` is each failing test
  /// with its message there.
  case overSpecified(wheat: Wheat, failing: [String: String])
  /// It passes on the code before the stage: it cannot fail, so it proves nothing.
  case cannotFail
  /// Right and able to fail, but some planted mistakes pass it.
  case weak
  /// Right, able to fail, and it catches every planted mistake of the stage.
  case proven
  /// Not the learner's to write: the stage's tests stay the kit's in test-first mode.
  case given

  /// The verdict's name, as `kit check` prints it and `--json` carries it.
  var name: String {
    switch self {
    case .notWritten: "not written"
    case .doesNotCompile: "does not compile"
    case .wrong: "wrong"
    case .overSpecified: "over-specified"
    case .cannotFail: "cannot fail"
    case .weak: "weak"
    case .proven: "proven"
    case .given: "given"
    }
  }
}

/// One stage of a test-first exercise, judged: the learner's tests, the verdict on them,
/// and what each chaff did.
struct StageJudgement: Codable, Equatable, Sendable {
  var stage: String
  /// The learner's test functions in the stage's section.
  var tests: [String]
  var verdict: TestVerdict
  /// Each chaff of the stage and what the learner's tests did to it, in manifest order;
  /// empty until the test is right and able to fail.
  var mutants: [MutantOutcome] = []
  /// How the tests failed on the code before the stage (the red they should show).
  var redBefore: String?
  /// The stage's tests that pass on the code before it while another of them fails there
  /// (a missing row that shows nothing, an unreadable date that gives none): no red-first
  /// step can show them red, so the learner is not asked to have seen it.
  var passedBefore: [String]?
  /// Those of ``passedBefore`` that pass on every planted mistake too: beside a test that
  /// shows the stage, they guard nothing it adds (every behaviour a stage names has a
  /// mistake planted against it), which the proven stage says rather than hides. Optional,
  /// so that a cache a kit without it wrote still reads.
  var addsNothing: [String]?
  /// Of the tests beside one red on the code before the stage, those that skipped there: a
  /// skip is no red, so alone they could not fail (a fresh learner's sixteenth try, 11 row
  /// 127). Optional, as above.
  var skippedBefore: [String]?
  /// Of a proven stage's tests, each whose caught mistakes another of its tests all
  /// catches, and more, by function name, with that other test: proven beside it, weak
  /// alone (a fresh learner's twelfth try, 09 rows 3 and 10). Optional, as above.
  var outdone: [String: String]?
  /// For a test that does not compile: what the reference code offers in place of the
  /// name the compiler could not find (``ReferenceOffer``).
  var offer: String?
  /// For a test that cannot fail: how the kit's own test of the stage fails on the code
  /// before it (its recorded red), which says what that code answers.
  var answeredBefore: String?
  /// For a wrong test that fails on the finished solution too, the function names of its
  /// failing tests: any red they showed was their own mistake's, not the missing code's, so
  /// it is not the red TDD asks the learner to watch (``ExerciseState/forgetReds``). `nil`
  /// for a right test in the wrong stage: its red was the right one.
  var mistaken: [String]?
  /// For a wrong test: the stage's planted mistakes it passes on. It expects that mistake,
  /// so the chaff's description names the misconception the test holds.
  var diagnoses: [Mutant] = []
  /// What the learner should know beside the verdict, each a sentence that is true: why a
  /// function under the stage's line is not a test, say.
  var notes: [String] = []
  var seconds: Double = 0
  /// Set when the verdict comes from an earlier check: the stage's tests are unchanged.
  var reused = false

  init(stage: String, tests: [String], verdict: TestVerdict) {
    self.stage = stage
    self.tests = tests
    self.verdict = verdict
  }

  /// The chaffs the learner's tests let through.
  var survivors: [Mutant] { mutants.filter { !$0.isKilled }.map(\.mutant) }

  /// Whether the test side of the stage is settled: proven, or given by the kit.
  var isSettled: Bool { verdict == .proven || verdict == .given }
}
