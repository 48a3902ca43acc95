import Foundation

/// Guided mode's tests for the learner's tests: where a stage asks the learner to write
/// tests (or a double), their tests meet the solution and each mistake planted for that
/// stage, on the exercise's bench (``Bench``), all in one build.
///
/// The solution's run comes first in meaning: a test of the learner's that fails there
/// would "catch" every mutant without testing anything. A stage's trials are kept with a
/// digest of the learner's tests and the names of their code's files (``JudgeCache``): an
/// edit of their code alone costs no trial.
struct GuidedTrials {
  let root: URL
  let exercise: Exercise
  /// States built from the starter as committed.
  let states: ExerciseStates
  /// Seconds a trial may run.
  let timeout: Int

  /// A trial for each stage of `stages`, whose learner tests are `tests[stage.id]` (none
  /// for a write-the-double stage: any test that uses the double counts).
  /// `announce` is told how many mistakes the learner's tests are about to meet, when
  /// some stage's trials must run.
  func run(
    _ stages: [Stage], tests: [String: [String]], cache: inout JudgeCache, inputs: JudgeInputs,
    announce: (Int) -> Void = { _ in }
  ) throws -> [StageTrial] {
    let workspace = ExerciseWorkspace(root: root, states: states)
    let learner = states.learnerFiles(exercise)
    var keyed = learner.filter { $0.key.hasPrefix("Tests/") }
    for path in learner.sources.keys { keyed[path] = Data() }
    func key(_ stage: Stage) -> String {
      inputs.key(
        "guided \(stage.id) \((tests[stage.id] ?? []).joined(separator: ","))", files: keyed)
    }
    var known: [String: StageTrial] = [:]
    for stage in stages { known[stage.id] = cache.trial(stage.id, inputs: key(stage)) }
    let missing = stages.filter { known[$0.id] == nil }
    guard !missing.isEmpty else { return stages.compactMap { known[$0.id] } }
    announce(missing.reduce(0) { $0 + exercise.mutants(aimedAt: $1).count })

    let slots = JudgeSlots(exercise: exercise)
    let limit = Duration.seconds(min(timeout, 30))
    func trial(_ slot: String, _ variant: Variant) throws -> Bench.Trial {
      let files = try workspace.learnerTrialFiles(exercise, variant)
      return Bench.Trial(
        slot: slot, sources: files.sources, tests: files.filter { $0.key.hasPrefix("Tests/") },
        timeout: limit, schemas: JudgeSlots.guidedSchemas)
    }
    var trials = [try trial("g_base", .solution)]
    let wanted = Set(missing.map(\.id))
    for (slot, _, content) in slots.trials {
      if case .guidedMutant(let mutant) = content, let stage = mutant.stage, wanted.contains(stage)
      {
        trials.append(try trial(slot, .mutant(mutant.id)))
      }
    }
    let runs = try slots.bench(root: root).run(
      trials, idleCode: slots.idleCodes(in: states))
    let everyTest = exercise.testsInOrder + tests.values.flatMap { $0 }
    let baseline = (runs["g_base"] ?? TestRun()).attributingUnfinished(among: everyTest)
    for stage in missing {
      let started = Date()
      var result = StageTrial(stage: stage.id)
      let judged = Set(tests[stage.id] ?? [])
      if let error = baseline.compileErrors.first {
        result.solutionCompileError = error
      } else {
        for test in baseline.failingTests where judged.isEmpty || judged.contains(test) {
          result.failingOnSolution[test] = baseline.outcome(of: test).message
        }
        for (slot, _, content) in slots.trials {
          guard case .guidedMutant(let mutant) = content, mutant.stage == stage.id,
            let run = runs[slot]
          else { continue }
          result.verdicts.append(
            MutantOutcome(
              mutant,
              MutantVerdict(
                run.attributingUnfinished(among: everyTest), baseline: baseline,
                judging: judged)))
        }
      }
      result.seconds = Date().timeIntervalSince(started)
      cache.trials[stage.id] = .init(inputs: key(stage), value: result)
      known[stage.id] = result
    }
    return stages.compactMap { known[$0.id] }
  }
}
