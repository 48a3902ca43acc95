import Foundation

/// `kit check --json`: the verdict of one check for tools, on standard output, while the
/// words a learner reads go to standard error. In test-first mode it carries every stage's
/// verdict by name (``TestVerdict/name``); documented in `docs/runner.md`.
struct CheckJSON: Encodable {
  struct StageVerdict: Encodable {
    var id: String
    /// The learner's tests in the stage's section.
    var tests: [String]
    var verdict: String
    /// For `wrong`: each failing test with the reference solution's message.
    var failingOnSolution: [String: String]?
    /// For `over-specified`: what the correct solution the test fails on does differently,
    /// and each failing test with its message there.
    var overSpecified: OverSpecified?
    /// For `does not compile`: the compiler's message, with the line in the learner's file.
    var compileError: CompileError?
    /// For `does not compile`: what the reference code offers instead, when the kit can say.
    var offer: String?
    /// How the tests failed on the code before the stage.
    var redBefore: String?
    var mutantsCaught: Int
    var mutantsTotal: Int
    var survivors: [MutantEntry]
    /// For `wrong`: the planted mistakes the test passes on, the misconceptions it holds.
    var diagnoses: [MutantEntry]
    /// Sentences the learner should read beside the verdict (why a function is not a test).
    var notes: [String]
    /// Whether the verdict came from an earlier check (the stage's tests unchanged).
    var reused: Bool
    /// Whether the kit's tests of the stage pass on the learner's code.
    var codeDone: Bool
    var done: Bool

    /// Learners read "chaff" for a stage's planted mistakes: the JSON keeps their word.
    enum CodingKeys: String, CodingKey {
      case id, tests, verdict, failingOnSolution, overSpecified, compileError, offer, redBefore
      case mutantsCaught = "chaffsCaught"
      case mutantsTotal = "chaffsTotal"
      case survivors, diagnoses, notes, reused, codeDone, done
    }
  }

  /// The wheat an over-specified test fails on (``Wheat``), as a learner reads it.
  struct OverSpecified: Encodable {
    var wheat: String
    var correctSolutionThat: String
    var failing: [String: String]
  }

  var version = 1
  var exercise: String
  var mode: LearningMode
  var green: Bool
  var summary: CheckSummary?
  /// Test-first only: one entry per stage, in walkthrough order.
  var stages: [StageVerdict]?

  init(exercise: Exercise, mode: LearningMode, summary: CheckSummary?) {
    self.exercise = exercise.id
    self.mode = mode
    self.green = summary?.green ?? false
    self.summary = summary
  }

  /// Adds test-first's per-stage verdicts from `outcome`.
  mutating func add(_ outcome: TestFirstCheck.Outcome, of exercise: Exercise) {
    stages = exercise.stages.map { stage in
      let judgement =
        outcome.judgements.first { $0.stage == stage.id }
        ?? StageJudgement(stage: stage.id, tests: [], verdict: .notWritten)
      var failing: [String: String]?
      var error: CompileError?
      var overSpecified: OverSpecified?
      switch judgement.verdict {
      case .wrong(let messages): failing = messages
      case .overSpecified(let wheat, let messages):
        overSpecified = OverSpecified(
          wheat: wheat.id, correctSolutionThat: wheat.description, failing: messages)
      case .doesNotCompile(let compileError): error = compileError
      default: break
      }
      return StageVerdict(
        id: stage.id, tests: judgement.tests, verdict: judgement.verdict.name,
        failingOnSolution: failing, overSpecified: overSpecified, compileError: error,
        offer: judgement.offer,
        redBefore: judgement.redBefore,
        mutantsCaught: judgement.mutants.filter(\.isKilled).count,
        mutantsTotal: judgement.mutants.count,
        survivors: judgement.survivors.map(MutantEntry.init),
        diagnoses: judgement.diagnoses.map(MutantEntry.init), notes: judgement.notes,
        reused: judgement.reused, codeDone: outcome.codeDone[stage.id] == true,
        done: outcome.isDone(stage.id))
    }
  }

  func write(to writer: any OutputWriter) {
    guard let data = try? StateStore.encoder.encode(self) else { return }
    writer.write(String(decoding: data, as: UTF8.self) + "\n")
  }
}

/// Sends what is written to standard error: with `--json`, the words a learner reads stay
/// visible without spoiling the JSON on standard output.
final class ErrorStreamWriter: OutputWriter {
  let base: any OutputWriter

  init(_ base: any OutputWriter) {
    self.base = base
  }

  func write(_ text: String) { base.writeError(text) }
  func writeError(_ text: String) { base.writeError(text) }
}
