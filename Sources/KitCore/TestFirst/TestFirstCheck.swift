import Foundation

/// The test-first half of `kit check`: after the learner's own run, each stage's test is
/// judged (``TestFirstJudge``) and the learner's code meets the kit's reference tests,
/// which stay hidden until the stage is done. A stage is done when its test is proven and
/// the code passes the kit's tests of the stage.
struct TestFirstCheck {
  let root: URL
  let exercise: Exercise
  let plan: TestFirstPlan
  let timeout: Int

  /// The outcome of one check, for the report and the state.
  struct Outcome {
    var judgements: [StageJudgement]
    /// By stage id, whether the kit's reference tests of the stage pass on the learner's
    /// code; a stage missing did not compile with them.
    var codeDone: [String: Bool]
    /// The first compiler error of the reference tests against the learner's code.
    var codeCompileError: CompileError?
    /// The starter as committed, whose tests are the kit's reference tests.
    var starter: URL
    /// The learner's tests (ids) that were never seen red in their own runs.
    var neverRed: Set<String>
    /// By function name, the learner's tests that failed or crashed in their own run
    /// just now, with the first line of the message.
    var ownFailures: [String: String] = [:]
    var seconds: Double

    /// The stages in walkthrough order, so that a stage counts only after those before it:
    /// code that passes a later stage's tests by accident has not done that stage.
    var order: [String] = []

    /// Whether `stage` is done: its test proven, the kit's tests of it passing on the
    /// learner's code, and every stage before it done.
    func isDone(_ stage: String) -> Bool {
      guard let index = order.firstIndex(of: stage) else { return false }
      return order[...index].allSatisfy { id in
        judgements.first { $0.stage == id }?.isSettled == true && codeDone[id] == true
      }
    }
  }

  func run(learnerRun: TestRun, state: ExerciseState, pristineCommit: String?) throws -> Outcome {
    let started = Date()
    let files = LearnerFiles(root: root, now: Date.init)
    let starter = StarterCache(files: files).starter(of: exercise, recorded: pristineCommit)
    guard let starter else { throw StartError.noStarter(exercise.id) }
    let states = ExerciseStates(root: root) { _ in starter }
    let workspace = ExerciseWorkspace(root: root, states: states)
    let scratch = root.appending(path: ".build/tddkit/scratch")
    // A chaff may loop forever; it need not hold the learner up for long.
    let runner = SwiftTestRunner(
      scratchPath: scratch, timeout: .seconds(min(timeout, 30)),
      buildTimeout: .seconds(max(timeout, 1200)))
    var cache = TestFirstVerdictCache(root: root, exercise: exercise, starter: starter)
    let judge = TestFirstJudge(states: states, workspace: workspace, runner: runner)
    let judgements = try judge.judge(exercise, plan: plan, cache: &cache)
    cache.save()

    // The learner's code under the kit's tests: its Sources, the reference Tests. Run
    // again only when the code changed: a new test alone costs no run here.
    let sources = states.learnerFiles(exercise).sources
    let codeKey = cache.codeKey(sources: sources)
    let code: TestFirstVerdictCache.CodeVerdict
    if let known = cache.codeVerdict(key: codeKey) {
      code = known
    } else {
      code = try judgeCode(
        sources, key: codeKey, states: states, workspace: workspace, runner: runner)
      // A build that failed without a compiler error is not a verdict to keep.
      if code.compileError?.line != 0 { cache.keep(code) }
    }
    var codeDone = code.done
    for stage in exercise.stages where !stage.isWrittenTestFirst {
      codeDone[stage.id] = Self.givenStageIsDone(stage, learnerRun: learnerRun) { file in
        String(decoding: states.learnerFiles(exercise)[file] ?? Data(), as: UTF8.self)
      }
    }
    var neverRed: Set<String> = []
    for judgement in judgements {
      for id in WrittenTests.ids(named: judgement.tests, in: learnerRun.outcomes)
      where state.tests[id]?.firstRed == nil {
        neverRed.insert(id)
      }
    }
    var ownFailures: [String: String] = [:]
    for id in learnerRun.failingTests {
      ownFailures[WrittenTests.functionName(of: id)] = String(
        learnerRun.outcome(of: id).message.split(separator: "\n").first ?? "")
    }
    return Outcome(
      judgements: judgements, codeDone: codeDone, codeCompileError: code.compileError,
      starter: starter,
      neverRed: neverRed, ownFailures: ownFailures, seconds: Date().timeIntervalSince(started),
      order: exercise.stages.map(\.id))
  }

  /// Whether a stage given in test-first mode is done. Its tests are in the learner's own
  /// folder, so their own run says; a given write-the-test stage's test is the learner's,
  /// by any name, in the stage's file. A stage with no test of its own (a refactoring
  /// the kit guards elsewhere) is done once the learner's code builds: nothing else asks
  /// anything of it, and it must not hold back the stages after it.
  /// `learnerFile` gives the source of one of the learner's files.
  static func givenStageIsDone(
    _ stage: Stage, learnerRun: TestRun, learnerFile: (String) -> String
  ) -> Bool {
    var tests = stage.tests
    if stage.kind == .writeTheTest, let file = stage.file {
      let declared = WrittenTests.declared(in: learnerFile(file))
      tests = WrittenTests.ids(named: declared, in: learnerRun.outcomes)
      if tests.isEmpty { return false }
    }
    guard learnerRun.didCompile else { return false }
    return tests.allSatisfy { learnerRun.outcome(of: $0).isPassed }
  }

  /// Runs the kit's tests on the learner's `sources`: which stages' tests all pass.
  private func judgeCode(
    _ sources: FileTree, key: String, states: ExerciseStates, workspace: ExerciseWorkspace,
    runner: SwiftTestRunner
  ) throws -> TestFirstVerdictCache.CodeVerdict {
    let copy = try workspace.build(
      root.appending(path: ".build/tddkit/reference/\(exercise.folder)"), exercise,
      files: states.files(exercise, .solution).withSources(of: sources))
    let run = try runner.run(packageAt: copy, testModule: exercise.module + "Tests")
    var done: [String: Bool] = [:]
    if run.didCompile {
      for stage in exercise.stages {
        done[stage.id] = stage.tests.allSatisfy { run.outcome(of: $0).isPassed }
      }
    }
    return .init(key: key, done: done, compileError: run.compileErrors.first)
  }
}
