import Foundation

extension CheckCommand {
  /// A check of an exercise worked test-first: the learner's run is already recorded;
  /// each stage's test is judged and the code meets the kit's tests (``TestFirstCheck``).
  func runTestFirst(
    _ exercise: Exercise, plan: TestFirstPlan, run: TestRun, sides: SideDigests, started: Date,
    timeout: Int, state: inout KitState
  ) -> ExitCode {
    if let error = run.compileErrors.first {
      writer.write(
        "Your tests do not compile yet: \(error)\n(amber: a red of its own in TDD, when the type or member is new)\n\n"
      )
    }
    if run.didCompile {
      let failing = run.failingTests.sorted()
      writer.write(
        "Your run: \(run.outcomes.count - failing.count) passed, \(failing.count) failed\n")
      for test in failing {
        let message = run.outcome(of: test).message.split(separator: "\n").first ?? ""
        writer.write("  ✗ \(test): \(message)\n")
      }
      writer.write("\n")
    }
    let check = TestFirstCheck(root: root, exercise: exercise, plan: plan, timeout: timeout)
    let outcome: TestFirstCheck.Outcome
    do {
      writer.write(
        "Judging your tests against the reference solution and the planted mistakes…\n\n")
      outcome = try check.run(
        learnerRun: run, state: state[exercise: exercise.id], pristineCommit: state.pristineCommit)
    } catch {
      writer.writeError("error: could not judge your tests: \(ReadableError.sentence(error))\n")
      return .environmentFailed
    }
    let date = now()
    let done = Set(exercise.stages.map(\.id).filter(outcome.isDone))
    let firstDone = done.subtracting(state[exercise: exercise.id].stagesDone ?? [])
    state[exercise: exercise.id].stagesDone = done.union(
      state[exercise: exercise.id].stagesDone ?? [])
    let green = done.count == exercise.stages.count && run.didCompile && !run.timedOut
    let next = exercise.stages.first { !done.contains($0.id) }
    state[exercise: exercise.id].lastCheck = CheckSummary(
      at: date, green: green, compiled: run.didCompile, timedOut: run.timedOut,
      passed: done.count, total: exercise.stages.count, next: next.map { "stage \($0.id)" })
    var light = Light(
      run, at: date, sides: sides, after: state[exercise: exercise.id].lightHistory.last,
      stagesGreen: exercise.stages.map(\.id).filter(done.contains), predicted: predicted)
    light.next = state[exercise: exercise.id].lastCheck?.next
    light.verdicts = Dictionary(
      uniqueKeysWithValues: outcome.judgements.map { ($0.stage, $0.verdict.name) })
    light.survivors = outcome.judgements.flatMap { $0.survivors.map(\.id) }
    state[exercise: exercise.id].add(light)
    let states = ExerciseStates(root: root)
    writer.write(
      outcome.text(
        exercise, firstDone: firstDone,
        reference: { stage in
          Self.referenceSource(
            of: stage, starter: outcome.starter, solution: states.solutionFolder(exercise))
        },
        changes: { chaff in
          let patch = states.patchFile(exercise, "Mutants/\(chaff.id)")
          return GitPatch.changedLines(FileManager.default.contents(atPath: patch.path) ?? Data())
        }))
    writer.write(
      String(format: "(built, tested and judged in %.1f s)\n", Date().timeIntervalSince(started)))
    if let verdict = light.predictionVerdict { writer.write(verdict + "\n") }
    if let jsonWriter {
      var json = CheckJSON(
        exercise: exercise, mode: .testFirst, summary: state[exercise: exercise.id].lastCheck)
      json.add(outcome, of: exercise)
      json.write(to: jsonWriter)
    }
    let verdicts = exercise.stages.map { stage in
      let judgement = outcome.judgements.first { $0.stage == stage.id }
      return (
        stage: stage.id, tests: judgement?.tests ?? [],
        verdict: judgement?.verdict.name ?? "not written", done: outcome.isDone(stage.id)
      )
    }
    return writeReports(
      ResultsDocument(
        testFirst: exercise, run: run, verdicts: verdicts, green: green,
        folder: root.appending(path: "Exercises/\(exercise.folder)"), at: date),
      code: green ? .success : .verificationFailed)
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
      let start =
        found.source[..<found.range.lowerBound].lastIndex(of: "\n").map {
          found.source.index(after: $0)
        } ?? found.source.startIndex
      return String(found.source[start..<found.range.upperBound])
    }
    return sources.isEmpty ? nil : sources.joined(separator: "\n\n")
  }
}
