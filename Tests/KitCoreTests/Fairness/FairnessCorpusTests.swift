import Foundation
import Testing

@testable import KitCore

/// Every case of the fairness corpus (``FairnessCase``), judged by the kit's judge on the
/// kit's own exercises: a verdict other than the fair one fails. It builds each exercise's
/// bench, so it runs when `TDDKIT_FAIRNESS=1`, as CI does in a step of its own.
@Suite(
  "The fairness corpus: learners' tests get the verdict a fair judge gives", .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["TDDKIT_FAIRNESS"] == "1",
    "builds every exercise's bench: run with TDDKIT_FAIRNESS=1 (CI does)"))
struct FairnessCorpusTests {
  /// Every exercise with cases; `TDDKIT_FAIRNESS_ONLY=06-item-cell` (folders, comma
  /// separated) narrows them while a case is being looked into.
  static let exercises = ((try? FairnessCase.all().keys.sorted()) ?? []).filter { folder in
    guard let only = ProcessInfo.processInfo.environment["TDDKIT_FAIRNESS_ONLY"] else {
      return true
    }
    return only.split(separator: ",").contains { folder.hasPrefix($0) }
  }

  @Test("every case of the exercise gets its fair verdict", arguments: exercises)
  func exercise(_ folder: String) throws {
    let root = FairnessCase.root
    let manifest = try ManifestLoader.load(from: root.appending(path: "Exercises/exercises.json"))
    let exercise = try #require(manifest.exercise(folder))
    let plan = try #require(exercise.testFirst)
    let states = ExerciseStates(root: root)
    // A learner at these stages has done the given write-the-double stages (MockCell in
    // 11): their files as the solution has them, the rest as the starter gives it.
    let solution = try states.files(exercise, .solution)
    var starter = try states.files(exercise, .starter)
    for stage in exercise.stages where stage.kind == .writeTheDouble {
      if let file = stage.file { starter[file] = solution[file] }
    }
    let judge = StageJudge(root: root, exercise: exercise, plan: plan, states: states, timeout: 60)
    let inputs = JudgeInputs(root: root, exercise: exercise, starter: nil)
    let cases = try #require(try FairnessCase.all()[folder])
    // Every case of the exercise in one build of its bench, a copy of the trials each.
    let verdicts = try judge.judge(
      files: cases.map { fairness in
        var learner = starter
        learner[plan.file] = Data(fairness.source.utf8)
        return (learner, [fairness.stage])
      }, inputs: inputs)
    for (fairness, judgements) in zip(cases, verdicts) {
      let judgement = judgements.first { $0.stage == fairness.stage }
      let verdict = judgement?.verdict ?? .notWritten
      #expect(
        fairness.accepts(verdict),
        """
        \(fairness): expected \(fairness.expected), got \(verdict.name) (\(fairness.form))
        \(Self.details(judgement))
        """)
    }
  }

  /// What the judge said beyond its verdict, for a failure's message.
  static func details(_ judgement: StageJudgement?) -> String {
    guard let judgement else { return "no judgement: is the stage's line in the file?" }
    var lines: [String] = []
    if case .wrong(let failing) = judgement.verdict {
      lines += failing.sorted { $0.key < $1.key }.map { "  failing: \($0.key): \($0.value)" }
    }
    if case .doesNotCompile(let error) = judgement.verdict { lines.append("  \(error)") }
    lines += judgement.survivors.map { "  not checked: \($0.description)" }
    lines += judgement.notes.map { "  note: \($0)" }
    return lines.joined(separator: "\n")
  }
}
