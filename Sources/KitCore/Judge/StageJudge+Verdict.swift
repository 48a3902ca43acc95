import Foundation

extension StageJudge {
  /// Whether `tests` are wrong on `run`: it did not build or finish, ran none of them, or
  /// one of them failed. Only then does the finished solution's run matter.
  static func isWrong(_ run: TestRun, tests: [String]) -> Bool {
    let judged = Set(WrittenTests.ids(named: tests, in: run.outcomes))
    return !run.didCompile || run.timedOut || judged.isEmpty
      || !run.failingTests.isDisjoint(with: judged)
  }

  /// The verdict on `tests`, the learner's tests of `stage`, from its trials' `runs`:
  /// right (on the reference), passing on every wheat, red before, catching every chaff, in
  /// that order.
  func verdict(_ stage: Stage, tests: [String], runs: StageRuns) -> StageJudgement {
    // A test skipped on the reference (`.disabled`, `XCTSkip`) runs nowhere: it checks
    // nothing, so it is said, and the stage is judged on the tests that do run.
    let skipped = runs.reference.map { Self.skipped(tests, in: $0) } ?? [:]
    guard !skipped.isEmpty else { return judged(stage, tests: tests, runs: runs) }
    let running = tests.filter { skipped[$0] == nil }
    var judgement =
      running.isEmpty
      ? StageJudgement(stage: stage.id, tests: tests, verdict: .notWritten)
      : judged(stage, tests: running, runs: runs)
    judgement.notes += tests.compactMap { name in
      guard let reasons = skipped[name] else { return nil }
      // Swift Testing skips a parameterised test whose `arguments:` are empty, and says so.
      return reasons.allSatisfy({ $0.contains("No test cases found") })
        ? "\(name): its `arguments:` hold no case, so it runs for none and checks nothing: "
          + "give it one at least"
        : "\(name): it is skipped (`.disabled`, `XCTSkip`), so it checks nothing: take the skip out"
    }
    return judgement
  }

  /// Those of `tests` that `run` skipped, every time they came up, with the reasons given.
  private static func skipped(_ tests: [String], in run: TestRun) -> [String: [String]] {
    var skipped: [String: [String]] = [:]
    for name in tests {
      let reasons = WrittenTests.ids(named: [name], in: run.outcomes).map { id -> String? in
        if case .skipped(let reason) = run.outcome(of: id) { reason } else { nil }
      }
      if !reasons.isEmpty, !reasons.contains(nil) { skipped[name] = reasons.compactMap { $0 } }
    }
    return skipped
  }

  private func judged(_ stage: Stage, tests: [String], runs: StageRuns) -> StageJudgement {
    var judgement = StageJudgement(stage: stage.id, tests: tests, verdict: .proven)
    guard let reference = runs.reference.map({ $0.attributingUnfinished(among: []) }) else {
      return judgement
    }
    let judged = { (run: TestRun) in Set(WrittenTests.ids(named: tests, in: run.outcomes)) }
    let isWrong = { (run: TestRun) in Self.isWrong(run, tests: tests) }
    if isWrong(reference), let finished = runs.finished, !isWrong(finished) {
      judgement.verdict = .wrong(failing: Self.needsALaterStage(reference, tests: tests))
      return judgement
    }
    if let error = reference.compileErrors.first {
      judgement.verdict = .doesNotCompile(error)
      judgement.offer = offer(for: error)
      return judgement
    }
    let ran = judged(reference)
    let failing = reference.failingTests.intersection(ran)
    // A test that trapped never reported: Swift Testing's crash says what it met (a fresh
    // learner's tenth try, 12 row 91: "none of it ran there"). Only the stage's own tests
    // run in its trial, so the crash is theirs.
    let reported = Set(ran.map(WrittenTests.functionName(of:)))
    let crashed =
      reference.swiftTestingCrash == nil || reference.timedOut
      ? [] : tests.filter { !reported.contains($0) }
    let apart = reference.timedOut ? nil : runs.apart.map { $0.attributingUnfinished(among: []) }
    if failing.isEmpty, !ran.isEmpty, !reference.timedOut, crashed.isEmpty, let apart {
      let leaning = apart.failedTests.intersection(ran)
      if !leaning.isEmpty {
        var messages: [String: String] = [:]
        for test in leaning {
          messages[test] = "\(Self.leaning): \(apart.outcome(of: test).message)"
        }
        judgement.verdict = .wrong(failing: messages)
        // Its red before the code was a red all the same: only how it is set up is wrong.
        judgement.mistaken = []
        return judgement
      }
    }
    if !failing.isEmpty || ran.isEmpty || reference.timedOut || !crashed.isEmpty {
      var messages: [String: String] = [:]
      for test in failing { messages[test] = reference.outcome(of: test).message }
      if reference.timedOut && failing.isEmpty {
        // Only the tests that did not end: the others passed before the limit came (a
        // fresh learner's fifteenth try, 11 row 85).
        let ended = Set(
          ran.filter { reference.outcome(of: $0).isPassed }.map(WrittenTests.functionName(of:)))
        let slow = tests.filter { !ended.contains($0) }
        for test in slow.isEmpty ? tests : slow { messages[test] = Self.slow }
      }
      for test in crashed {
        messages[test] = reference.swiftTestingCrash?.message(for: test)
      }
      if let apart { judgement.notes += Self.pin(&messages, together: reference, apart: apart) }
      judgement.verdict = .wrong(failing: messages)
      // Wrong only in a time zone the learner's machine may not have: their red may be right.
      judgement.mistaken = Set(
        messages.filter { !$0.value.contains(TestOutcome.zoneNote) }.keys.map(
          WrittenTests.functionName(of:))
      ).sorted()
      // A mistake the wrong tests all pass on is what they expect, whatever the stage's
      // right tests beside them do there (a fresh learner's sixteenth try, 11 row 50).
      let wrong = failing.isEmpty ? nil : failing
      judgement.diagnoses = runs.mutants.filter { _, run in
        guard run.didCompile, !run.timedOut, !judged(run).isEmpty else { return false }
        guard let wrong else { return run.failingTests.isDisjoint(with: judged(run)) }
        return wrong.allSatisfy { run.outcomes[$0]?.isPassed == true }
      }.map(\.mutant)
      return judgement
    }
    if let (wheat, failing) = Self.overSpecified(runs.wheats, tests: ran) {
      judgement.verdict = .overSpecified(wheat: wheat, failing: failing)
      return judgement
    }
    guard let before = runs.before.map({ Self.crashAttributed($0, tests: ran) }) else {
      return judgement
    }
    if let error = before.compileErrors.first {
      judgement.redBefore = "does not compile: \(error.message)"
    } else if let test = before.failedTests.intersection(judged(before)).sorted().first {
      judgement.redBefore = before.outcome(of: test).message
      Self.besideTheRed(&judgement, before: before, judged: judged(before))
    } else if before.timedOut {
      judgement.redBefore = "stopped by the time limit"
      // What ended before the limit came ended as it did (a fresh learner's seventeenth
      // try, 11 row 80).
      Self.besideTheRed(&judgement, before: before, judged: judged(before))
    } else {
      judgement.verdict = .cannotFail
      judgement.answeredBefore = recordedRed(before: stage)
      judgement.notes += judged(before).sorted().compactMap { id in
        guard case .skipped(let reason) = before.outcome(of: id) else { return nil }
        return "\(WrittenTests.functionName(of: id)): on the code before the stage it is skipped"
          + (reason.isEmpty ? "" : " (“\(reason)”)")
          + ", and a skip is no red: it checks nothing there"
      }
      return judgement
    }
    let attributed = runs.mutants.map { Self.crashAttributed($0.run, tests: ran) }
    for ((mutant, _), run) in zip(runs.mutants, attributed) {
      judgement.mutants.append(
        MutantOutcome(mutant, MutantVerdict(run, baseline: reference, judging: ran)))
    }
    if !judgement.survivors.isEmpty { judgement.verdict = .weak }
    if stage.greenBefore == nil, !attributed.isEmpty {
      let idle = (judgement.passedBefore ?? []).filter { name in
        attributed.allSatisfy { run in
          let ids = WrittenTests.ids(named: [name], in: run.outcomes)
          return run.didCompile && !ids.isEmpty && ids.allSatisfy { run.outcome(of: $0).isPassed }
        }
      }
      if !idle.isEmpty { judgement.addsNothing = idle }
    }
    // A trial stopped at its limit never ran, or never ended, some tests, and so does one
    // where a test crashed or exited beside others: what each would catch there is not
    // known, so none is called outdone (a fresh learner's fourteenth try, 03 row 75;
    // seventeenth, 09 row 17, 12 rows 44 and 45).
    let unknown = attributed.contains { run in
      run.timedOut || run.outcomes.values.contains(where: \.isStoppedBeside)
    }
    if judgement.verdict == .proven, !unknown {
      let outdone = Self.outdone(
        judgement.mutants, tests: tests,
        idle: (judgement.addsNothing ?? []) + (judgement.skippedBefore ?? []), ids: ran.sorted())
      if !outdone.isEmpty { judgement.outdone = outdone }
    }
    return judgement
  }

  /// What a test that passes beside its stage's other tests on the reference, but not run on
  /// its own, is told: it needs what another test left behind.
  static let leaning =
    "it passes beside this stage's other tests on the reference solution, but fails run on "
    + "its own (as `swift test --filter` runs it): it leans on what another test left "
    + "behind (a static or shared value?), so give it its own"

  /// `messages` (a wrong stage's tests on the reference, run together) with each test that
  /// only stopped there, beside another's crash or `exit`, and passes on its own taken out,
  /// and each still there that stopped beside another told what it met on its own; what is
  /// said of those taken out. Nothing is taken out when every test would be.
  static func pin(_ messages: inout [String: String], together: TestRun, apart: TestRun)
    -> [String]
  {
    // The ids a key of `messages` names (a test's id, or a crashed test's function name),
    // when each of them only stopped there (crashed, not failed), and their outcomes alone.
    let stopped = { (key: String) -> [String] in
      let ids =
        together.outcomes[key] == nil
        ? WrittenTests.ids(named: [key], in: together.outcomes) : [key]
      let crashed = ids.allSatisfy {
        if case .crashed = together.outcome(of: $0) { true } else { false }
      }
      return crashed ? ids : []
    }
    let alone = { (ids: [String]) in ids.compactMap { apart.outcomes[$0] } }
    let cleared = messages.keys.filter { key in
      let ids = stopped(key)
      let outcomes = alone(ids)
      return !ids.isEmpty && outcomes.count == ids.count && outcomes.allSatisfy(\.isPassed)
    }.sorted()
    guard !cleared.isEmpty, cleared.count < messages.count else { return [] }
    for key in cleared { messages[key] = nil }
    for (key, message) in messages where message.hasPrefix(SwiftTestingCrash.besideACrash) {
      if let failure = alone(stopped(key)).first(where: { !$0.isPassed }) {
        messages[key] = failure.message
      }
    }
    return cleared.map { key in
      "\(WrittenTests.functionName(of: key)): it stopped only because another test ended the "
        + "process beside it: run on its own on the reference solution, it passes"
    }
  }

  /// The tests of `judged` that passed, and those that skipped, on the code before the
  /// stage, beside the one that was red there (or did not end).
  private static func besideTheRed(
    _ judgement: inout StageJudgement, before: TestRun, judged: Set<String>
  ) {
    let passed = judged.filter { before.outcome(of: $0).isPassed }
    if !passed.isEmpty {
      judgement.passedBefore = Set(passed.map(WrittenTests.functionName(of:))).sorted()
    }
    let skipped = judged.filter {
      if case .skipped = before.outcome(of: $0) { true } else { false }
    }
    if !skipped.isEmpty {
      judgement.skippedBefore = Set(skipped.map(WrittenTests.functionName(of:))).sorted()
    }
  }

  /// Each of `tests` (function names; not one of `idle`) whose caught mistakes are fewer
  /// than another's and all among them, with that other test. A name two suites share is
  /// told apart by its id among `ids` (the tests as they ran), where given: a weak test
  /// must not hide behind a strong one's name (a fresh learner's seventeenth try, 09 row
  /// 85); without `ids`, such names are left out.
  static func outdone(
    _ mutants: [MutantOutcome], tests: [String], idle: [String], ids: [String] = []
  ) -> [String: String] {
    let unique = Set(tests.filter { name in tests.filter { $0 == name }.count == 1 })
    let label = { (id: String) -> String? in
      let name = WrittenTests.functionName(of: id)
      if unique.contains(name) { return name }
      return ids.contains(id) && tests.contains(name) ? id : nil
    }
    // The unique names in the stage's order, then the namesakes' ids.
    var labels = tests.filter(unique.contains)
    for id in ids.sorted() where !unique.contains(WrittenTests.functionName(of: id)) {
      if let named = label(id), !labels.contains(named) { labels.append(named) }
    }
    // By the mistake's place in `mutants`: the examples of one example chaff share its id,
    // and each is a mistake of its own (a fresh learner's seventeenth try, 03 row 59).
    var caught: [String: Set<Int>] = [:]
    for named in labels { caught[named] = [] }
    for (index, outcome) in mutants.enumerated() {
      guard case .killed(let by) = outcome.verdict else { continue }
      for id in by {
        if let named = label(id), caught[named] != nil { caught[named]?.insert(index) }
      }
    }
    var outdone: [String: String] = [:]
    for named in labels where !idle.contains(named) {
      let mine = caught[named] ?? []
      if let better = labels.first(where: { other in
        other != named && mine.isStrictSubset(of: caught[other] ?? [])
      }) {
        outdone[named] = better
      }
    }
    return outdone
  }

  /// The first wheat on which one of `tests` (right on the reference) fails, with each
  /// failing test's message there. Only a failure counts: a wheat that does not build with
  /// the test, or stops at the time limit, says nothing about what the test pins.
  static func overSpecified(_ wheats: [(wheat: Wheat, run: TestRun)], tests: Set<String>)
    -> (Wheat, [String: String])?
  {
    for (wheat, run) in wheats where run.didCompile && !run.timedOut {
      let attributed = crashAttributed(run, tests: tests)
      let failing = attributed.failingTests.intersection(tests)
      guard !failing.isEmpty else { continue }
      var messages: [String: String] = [:]
      for test in failing { messages[test] = attributed.outcome(of: test).message }
      return (wheat, messages)
    }
    return nil
  }

  /// What a test stopped by a trial's time limit on the reference solution is told: it is
  /// slow, in its own stage (an earlier stage's test does not run in a later one's trial).
  static let slow =
    "slow: stopped by the time limit on the reference solution (a unit test takes "
    + "milliseconds: a sleep, or a wait for something that never comes?)"

  /// `run` with each of `tests` that never reported marked crashed when Swift Testing's
  /// process died (a trial's test module holds only the learner's tests and the kit's
  /// XCTest probe, so a crash there is theirs, and a mistake that crashes their test is
  /// caught by it, not let through), and each that started and never reported marked so
  /// when the process ended without a signal (``TestRun/attributingUnfinished(among:)``):
  /// `exit(0)` under a test is not a pass.
  static func crashAttributed(_ run: TestRun, tests: Set<String>) -> TestRun {
    var attributed = run.attributingUnfinished(among: tests.sorted())
    guard let crash = run.swiftTestingCrash else { return attributed }
    for test in tests where attributed.outcomes[test] == nil {
      attributed.outcomes[test] = .crashed(message: crash.message(for: test))
    }
    return attributed
  }

  /// How the kit's own tests of `stage` fail on the code before it, as the manifest
  /// records it (the previous snapshot's failures, or the starter's).
  func recordedRed(before stage: Stage) -> String? {
    guard let index = exercise.stages.firstIndex(where: { $0.id == stage.id }) else { return nil }
    let failing =
      exercise.stages[..<index].last(where: { $0.snapshot != nil })?.snapshot?.failing
      ?? exercise.starter.failing
    return failing.first { stage.tests.contains($0.test) }?.reason
  }

  /// What the reference code offers in place of a name the compiler could not find.
  private func offer(for error: CompileError) -> String? {
    if let missing = ToolchainLimits.missingName(in: error.message) { return missing }
    guard let finished = try? states.files(exercise, .solution) else { return nil }
    let sources = finished.sources.mapValues { String(decoding: $0, as: UTF8.self) }
    let manifest = root.appending(path: "\(KitPaths.exercise(exercise.folder))/Package.swift")
    let library = ReferenceOffer.library(
      kitRoot: root,
      exerciseManifest: (try? String(contentsOf: manifest, encoding: .utf8)) ?? "")
    return ReferenceOffer(sources: sources, library: library).sentence(for: error.message)
  }

  /// What a test that passes on the finished solution but not at the end of its stage
  /// gets as its "wrong" messages: the failure there, and why it counts.
  static func needsALaterStage(_ run: TestRun, tests: [String]) -> [String: String] {
    let why =
      "it passes on the finished solution, but not on the kit's code at the end of "
      + "this stage, so it needs a later stage's code"
    if let error = run.compileErrors.first {
      return [tests.joined(separator: ", "): "\(why): line \(error.line): \(error.message)"]
    }
    var failing: [String: String] = [:]
    for test in run.failingTests.intersection(WrittenTests.ids(named: tests, in: run.outcomes)) {
      failing[test] = "\(why): \(run.outcome(of: test).message)"
    }
    return failing
  }
}
