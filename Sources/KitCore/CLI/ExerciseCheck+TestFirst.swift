import Foundation

extension ExerciseCheck {
  /// A check of an exercise worked test-first: the learner's run is already recorded;
  /// each stage's test is judged and the code meets the kit's tests (``TestFirstCheck``).
  /// `redsAt` is when the run's reds were recorded, from `source`, the learner's test file:
  /// a wrong test's red is taken back.
  func runTestFirst(
    _ exercise: Exercise, plan: TestFirstPlan, run: TestRun, wentRed: Set<String>,
    redsAt: Date, source: String?, sides: SideDigests, started: Date, timeout: Int,
    state: inout KitState,
    judging: @Sendable () throws -> TestFirstCheck.Judged
  ) throws(KitFailure) -> ExitCode {
    let file = TestFirstFile(
      exercise: exercise, plan: plan,
      folder: root.appending(path: KitPaths.exercise(exercise.folder)))
    if let refusal = file.refusal {
      _ = try? judging()  // its processes end before the check does
      return reportRefusal(refusal, exercise, run: run, sides: sides, state: &state)
    }
    for doubled in file.doubledStageLines { writer.write(TextWrap.wrap(doubled, width: width)) }
    writer.write(Self.ownRunText(run, exercise: exercise, root: root))

    var check = TestFirstCheck(root: root, exercise: exercise, plan: plan, timeout: timeout)
    check.wentRed = wentRed
    check.unchangedSinceLastCheck = state[exercise: exercise.id].judgedFiles == sides
    let outcome: TestFirstCheck.Outcome
    do {
      writer.write(
        "Judging your tests against the reference solution and the planted mistakes…\n\n")
      outcome = check.run(
        learnerRun: run, state: state[exercise: exercise.id], judged: try judging())
    } catch {
      throw .error(
        "could not judge your tests: \(ReadableError.sentence(error))", code: .environmentFailed)
    }
    // A wrong test's red was its own mistake's, not the missing code's (a fresh learner's
    // thirteenth try, 00 row 94, 06 rows 61 and 63).
    state[exercise: exercise.id].forgetReds(
      of: Set(outcome.judgements.flatMap { $0.mistaken ?? [] }), seenAt: redsAt, source: source)
    let date = now()
    let done = Set(exercise.stages.map(\.id).filter(outcome.isDone))
    let firstDone = state[exercise: exercise.id].judgeStages(done: done, files: sides)
    // A run whose XCTest process crashed ran none of its XCTest tests: never green.
    let green =
      done.count == exercise.stages.count && run.didCompile && !run.timedOut
      && !run.xctestCrashed
    let next = exercise.stages.first { !done.contains($0.id) }
    let summary = CheckSummary(
      at: date, green: green, compiled: run.didCompile, timedOut: run.timedOut,
      passed: done.count, total: exercise.stages.count, next: next.map { "stage \($0.id)" })
    let states = ExerciseStates(root: root)
    var json = CheckJSON(exercise: exercise, mode: .testFirst, summary: summary)
    json.add(outcome, of: exercise)
    finish(
      exercise,
      CheckVerdict(
        summary: summary, stagesGreen: exercise.stages.map(\.id).filter(done.contains),
        details: { light in
          light.judged(outcome.judgements.map(\.verdict))
          light.verdicts = Dictionary(
            uniqueKeysWithValues: outcome.judgements.map { ($0.stage, $0.verdict.name) })
          light.survivors = outcome.judgements.flatMap { $0.survivors.map(\.id) }
          light.diagnoses = outcome.judgements.flatMap { $0.diagnoses.map(\.id) }
        },
        text: outcome.text(
          exercise, firstDone: firstDone,
          reference: { stage in
            Self.referenceSource(
              of: stage, starter: outcome.starter, solution: states.solutionFolder(exercise))
          },
          changes: { mutant in
            let patch = states.patchFile(exercise, "Mutants/\(mutant.id)")
            let lines = GitPatch.changedLines(
              FileManager.default.contents(atPath: patch.path) ?? Data())
            let original = exercise.mutants.first { $0.id == mutant.id }
            return Mutant.filling(lines, with: original.flatMap(mutant.example(fakedFrom:)))
          }),
        json: json, did: "built, tested and judged"),
      run: run, sides: sides, started: started, state: &state)
    let verdicts = exercise.stages.map { stage in
      let judgement = outcome.judgements.first { $0.stage == stage.id }
      return (
        stage: stage.id, tests: judgement?.tests ?? [],
        verdict: judgement?.verdict.name ?? "not written", done: outcome.isDone(stage.id),
        survivors: judgement?.survivors.map(\.readableDescription) ?? []
      )
    }
    return try writeReports(
      ResultsDocument(
        testFirst: exercise, run: run, verdicts: verdicts, green: green,
        folder: root.appending(path: KitPaths.exercise(exercise.folder)), at: date),
      code: green ? .success : .verificationFailed)
  }

  /// The learner's own run, as a test-first check opens with it: what passed and failed,
  /// a compiler error, or why the run stopped before any test ran.
  static func ownRunText(_ run: TestRun, exercise: Exercise, root: URL) -> String {
    var text = ""
    let folder = root.appending(path: KitPaths.exercise(exercise.folder))
    let sources = TestFunctions.swiftFiles(under: folder.appending(path: "Tests")).compactMap {
      try? String(contentsOf: $0, encoding: .utf8)
    }
    let limit = ToolchainLimits.note(for: run, sources: sources)
    if let error = run.compileErrors.first, limit == nil {
      if error.isInTheGeneratedTestList {
        // A test SwiftPM's list cannot hold is the cause, nothing new: no amber (a fresh
        // learner's eighth try, 01 row 128).
        text +=
          "Your run did not build: SwiftPM's generated list of XCTest tests does not compile "
          + "(\(error.message)), because of a test it cannot list (see the stages below)\n\n"
      } else {
        // A test the framework refuses (@Test in an XCTestCase) is no new type or member,
        // and an error in the code is the code's (a fresh learner's sixth try, 01 row 115).
        let amber =
          !error.namesSomethingNew || error.isTestInAnXCTestCase || error.isInTheCode
          ? "" : "\n(amber: a red of its own in TDD, when the type or member is new)"
        let whose =
          error.isInTheCode ? "Your code does not compile" : "Your tests do not compile yet"
        text += "\(whose): \(error)\(amber)\n\n"
      }
    }
    if let limit {
      text += TextWrap.wrap(limit, width: 92) + "\n\n"
    }
    if run.didCompile, limit == nil || !run.outcomes.isEmpty {
      let failing = run.failedTests.sorted()
      let crashed = run.outcomes.isEmpty && run.xctestCrashed
      text +=
        crashed
        ? "Your run crashed before any test reported; its output ended:\n\(run.outputTail)\n"
        : "Your run: \(Self.counts(run))"
          + Self.crashedProcesses(run)
          + (run.timedOut ? ", stopped by its time limit" : "") + "\n"
      for test in run.unended {
        text += "  … \(test): did not end\n"
      }
      for test in failing {
        let message = FailureSummary.oneLine(run.outcome(of: test).message)
        text += "  ✗ \(test): \(message)\n"
      }
      text += "\n"
    }
    return text
  }

  /// What the counts do not show: a test process that crashed leaves its tests that had not
  /// reported unrun, whichever framework's it was (a fresh learner's eighth try, 09 row 91).
  static func crashedProcesses(_ run: TestRun) -> String {
    let crashed = [
      run.xctestCrashed ? "XCTest's" : nil, run.swiftTestingCrash != nil ? "Swift Testing's" : nil,
    ].compactMap { $0 }
    guard !crashed.isEmpty else { return "" }
    let one = crashed.count == 1
    // Every listed test reported (Swift Testing's console said how each ended): none unrun.
    if !run.xctestCrashed, run.crashAttributedAmongListed, run.neverStarted.isEmpty {
      return ", and Swift Testing's process crashed"
    }
    return ", and \(crashed.joined(separator: " and ")) process\(one ? "" : "es") crashed: "
      + "\(one ? "its" : "their") tests that did not report never ran"
  }

  /// `3 passed, 1 failed`, and the tests whose process ended under them (a trap, an
  /// `exit`) as `1 crashed`: a crash is never a silent "0 failed".
  static func counts(_ run: TestRun) -> String {
    var crashed = 0
    var skipped = 0
    for outcome in run.outcomes.values {
      if case .crashed = outcome { crashed += 1 }
      if case .skipped = outcome { skipped += 1 }
    }
    let failed = run.failingTests.count - crashed - skipped
    var parts = ["\(run.outcomes.count - failed - crashed - skipped) passed"]
    if failed > 0 || crashed == 0 { parts.append("\(failed) failed") }
    if crashed > 0 { parts.append("\(crashed) crashed") }
    if skipped > 0 { parts.append("\(skipped) skipped") }
    if !run.unended.isEmpty { parts.append("\(run.unended.count) did not end") }
    let unrun = run.neverStarted.count - run.unended.count
    if unrun > 0 { parts.append("\(unrun) did not run") }
    return parts.joined(separator: ", ")
  }

  /// A check with nothing to judge (its test file gone, a framework's name shadowed), said
  /// as such, and not green.
  private func reportRefusal(
    _ refusal: String, _ exercise: Exercise, run: TestRun, sides: SideDigests,
    state: inout KitState
  ) -> ExitCode {
    writer.write(TextWrap.wrap(refusal, width: width))
    let date = now()
    state[exercise: exercise.id].lastCheck = CheckSummary(
      at: date, green: false, compiled: run.didCompile, timedOut: run.timedOut, passed: 0,
      total: exercise.stages.count, next: exercise.stages.first.map { "stage \($0.id)" })
    _ = state[exercise: exercise.id].judgeStages(done: [], files: sides)
    var light = Light(
      run, at: date, sides: sides, after: state[exercise: exercise.id].lightHistory.last,
      stagesGreen: [], predicted: predicted)
    light.next = state[exercise: exercise.id].lastCheck?.next
    state[exercise: exercise.id].add(light)
    if let verdict = light.predictionVerdict { writer.write(verdict + "\n") }
    if let jsonWriter {
      CheckJSON(
        exercise: exercise, mode: .testFirst, summary: state[exercise: exercise.id].lastCheck
      ).write(to: jsonWriter)
    }
    return .verificationFailed
  }

  /// The source of the kit's tests of `stage`, from the starter as committed or, for a
  /// write-the-test stage, whose reference tests the starter does not have, from the
  /// solution's folder.
  static func referenceSource(of stage: Stage, starter: URL, solution: URL) -> String? {
    let sources = stage.tests.compactMap { id -> String? in
      guard
        let found = TestFunctions.find(id, under: starter)
          ?? TestFunctions.find(id, under: solution)
      else { return nil }
      // From the first line of its attributes (`@Test("…")` above the function), so a
      // Swift Testing test shows as the test it is.
      let lines = found.source[..<found.range.lowerBound].split(
        separator: "\n", omittingEmptySubsequences: false)
      let function = WrittenTests.functionName(of: id)
      let declaration = TestFileOutline(found.source).functions.last {
        $0.name == function && $0.line <= lines.count - 1
      }
      let firstLine = declaration?.firstLine ?? (lines.count - 1)
      let start = lines.prefix(firstLine).reduce(found.source.startIndex) { index, line in
        found.source.index(index, offsetBy: line.count + 1)
      }
      return String(found.source[start..<found.range.upperBound])
    }
    return sources.isEmpty ? nil : sources.joined(separator: "\n\n")
  }
}
