import Foundation

/// One check of an exercise, as `kit check` and each round of `kit watch` run it: builds
/// and tests the learner's own exercise folder, records in the state which tests it saw
/// red and green, and reports every walkthrough test in order.
///
/// The build happens in place, not in a copy, so the learner's compiler errors name their
/// own files; the shared scratch folder keeps a `.build` out of the exercise.
struct ExerciseCheck {
  let root: URL
  let manifest: Manifest
  let writer: any OutputWriter
  let now: () -> Date
  /// The terminal's columns, to wrap the Next block; `nil` leaves its lines whole.
  var width: Int?
  /// Whether a green check starts building the next exercise in the background.
  var prepares = false
  /// The light the learner said they expect (`--predict`), kept with the check's own.
  var predicted: LightColour?
  /// With `--json`: where the verdict goes as JSON (``CheckJSON``); `writer` then writes to
  /// standard error.
  var jsonWriter: (any OutputWriter)?
  /// `--report FORMAT=FILE`: results files for tools, written after the check
  /// (``ResultsDocument``); a relative file is from `workingFolder`.
  var reports: [ReportRequest] = []
  var workingFolder: URL?
  /// Whether the timeout bounds the build as well as the tests (a `--timeout` the learner
  /// gave), so that the run ends by it.
  var timeoutBoundsTheBuild = false

  func run(_ exercise: Exercise, timeout: Int, state: inout KitState) throws(KitFailure)
    -> ExitCode
  {
    let folder = root.appending(path: KitPaths.exercise(exercise.folder))
    guard FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path)
    else {
      throw .error(
        "\(KitPaths.exercise(exercise.folder))/Package.swift is missing", code: .badInput)
    }
    let scratch = root.appending(path: KitPaths.scratch)
    let cold = !FileManager.default.fileExists(atPath: scratch.path)
    writer.write(
      "Building and testing \(KitPaths.exercise(exercise.folder))"
        + (cold ? " (the first time, the kit is built too: a minute or more)…\n\n" : "…\n\n"))
    let started = Date()
    adoptBackgroundBuild(of: exercise, package: folder, scratch: scratch)
    // Read before the build, so that a save during the run counts as the next change.
    let sides = SideDigests(exerciseAt: folder)
    // A cold build takes minutes, so by default the build has 20 of them and the tests the
    // timeout; a --timeout the learner gives bounds build and tests together.
    var runner = SwiftTestRunner(
      scratchPath: scratch, timeout: .seconds(timeout),
      buildTimeout: .seconds(timeoutBoundsTheBuild ? timeout : max(timeout, 1200)),
      resultsFolder: root.appending(path: KitPaths.results))
    runner.oneLimit = timeoutBoundsTheBuild
    let run: TestRun
    let edits = SameSecondEdits(root: root, exercise: exercise)
    // Test-first, the judge needs nothing from the learner's run: it goes beside it.
    var judging: (@Sendable () throws -> TestFirstCheck.Judged)?
    if state[exercise: exercise.id].mode == .testFirst, let plan = exercise.testFirst {
      judging = TestFirstCheck(root: root, exercise: exercise, plan: plan, timeout: timeout)
        .judging(pristineCommit: state.pristineCommit)
    }
    do {
      let built = edits.separate()
      run = try runner.run(packageAt: folder, testModule: exercise.module + "Tests")
        .attributingUnfinished(among: exercise.testsInOrder)
      edits.remember(built)
    } catch {
      _ = try? judging?()  // its processes end before the check does
      throw .error("could not run swift: \(error)", code: .environmentFailed)
    }
    let date = now()
    state.currentExercise = exercise.id
    // Test-first, the bodies of the learner's tests seen red are kept too: a test renamed
    // after its red keeps it.
    let testFile =
      judging == nil
      ? nil
      : exercise.testFirst.flatMap { plan in
        try? String(contentsOf: folder.appending(path: plan.file), encoding: .utf8)
      }
    let wentRed = state[exercise: exercise.id].record(run, at: date, source: testFile)
    if let judging, let plan = exercise.testFirst {
      return try runTestFirst(
        exercise, plan: plan, run: run, wentRed: wentRed, redsAt: date, source: testFile,
        sides: sides, started: started,
        timeout: timeout, state: &state, judging: judging)
    }
    var report = CheckReport(
      exercise: exercise, run: run, declared: declaredTests(of: exercise),
      history: state[exercise: exercise.id], wentRed: wentRed)
    report.markChanged(changedGivenTests(of: exercise, in: folder, state: state))
    report.markShadowed(FrameworkShadows.find(inExerciseAt: folder))
    do {
      try tryAgainstMutants(&report, timeout: timeout, pristineCommit: state.pristineCommit)
    } catch {
      throw .error(
        "could not try your tests against the planted mistakes: \(error)", code: .environmentFailed)
    }
    let summary = report.summary(at: date)
    let survivors = report.survivingMutants.map(\.id)
    finish(
      exercise,
      CheckVerdict(
        summary: summary, stagesGreen: report.stagesGreen,
        details: { $0.survivors = survivors },
        text: report.text(
          root: root.resolvingSymlinksInPath().path, timeout: timeout, width: width),
        json: CheckJSON(exercise: exercise, mode: .guided, summary: summary),
        did: "built and tested"),
      run: run, sides: sides, started: started, state: &state)
    if report.isGreen, let following = manifest.nextToWork(after: exercise, in: state) {
      writer.write(
        "\n\(exercise.id) stays current while you refactor; kit next moves on to "
          + "\(following.id), \(following.title).\n")
      // Built meanwhile, its first check takes a second, not five.
      if prepares { BackgroundBuild.prepare(following, root: root) }
    }
    return try writeReports(
      ResultsDocument(guided: report, run: run, folder: folder, at: date),
      code: report.isGreen ? .success : .verificationFailed)
  }

  /// Runs the learner's tests of each passing write-the-test (or write-the-double) stage
  /// against the mutants aimed at it (``GuidedTrials``), and puts the verdicts on the report.
  private func tryAgainstMutants(
    _ report: inout CheckReport, timeout: Int, pristineCommit: String?
  ) throws {
    let stages = report.stagesToTry
    guard !stages.isEmpty else { return }
    let tests = Dictionary(uniqueKeysWithValues: stages.map { ($0.id, report.testsJudged(in: $0)) })
    // A mutant on a stage's snapshot is built from the starter as committed: the
    // snapshots' patches apply to that, not to the learner's edited code.
    let starter = StarterCache(files: LearnerFiles(root: root, now: now))
      .starter(of: report.exercise, recorded: pristineCommit)
    let states = ExerciseStates(root: root) { _ in starter }
    let cacheFile = JudgeCache.file(root: root, exercise: report.exercise)
    var cache = cacheFile.load(repairing: true).content
    let inputs = JudgeInputs(root: root, exercise: report.exercise, starter: starter)
    let trials = GuidedTrials(
      root: root, exercise: report.exercise, states: states, timeout: timeout)
    report.apply(
      try trials.run(stages, tests: tests, cache: &cache, inputs: inputs) { count in
        writer.write(
          "Your tests pass; now they meet the reference solution and \(count) planted mistake"
            + (count == 1 ? "…\n\n" : "s…\n\n"))
      })
    try? cacheFile.save(cache)
  }

  /// The given tests the learner changed: none when git cannot give the starter.
  private func changedGivenTests(of exercise: Exercise, in folder: URL, state: KitState)
    -> [String]
  {
    let files = LearnerFiles(root: root, now: now)
    guard
      let starter = StarterCache(files: files).starter(of: exercise, recorded: state.pristineCommit)
    else { return [] }
    return GivenTests(exercise: exercise).changed(learner: folder, starter: starter)
  }

  /// The tests declared in each write-the-test stage's file, by stage id.
  /// Waits for the build `kit start`, `kit next` or a green check began in the background
  /// for this exercise's package (its bench's build the judge waits for), saying so once;
  /// stops one of another exercise, which would hold the scratch folder for nothing.
  private func adoptBackgroundBuild(of exercise: Exercise, package: URL, scratch: URL) {
    let build = BackgroundBuild(root: root)
    let own = build.builds.filter { URL(filePath: $0.package).lastPathComponent == exercise.folder }
    if !own.isEmpty {
      writer.write(
        "(The build kit began in the background for \(exercise.folder) is finishing; this "
          + "check goes on from it.)\n\n")
    }
    build.adopt(scratch: scratch, package: package)
  }

  private func declaredTests(of exercise: Exercise) -> [String: [String]] {
    var declared: [String: [String]] = [:]
    for stage in exercise.stages where stage.kind == .writeTheTest {
      guard let file = stage.file else { continue }
      let url = root.appending(path: "\(KitPaths.exercise(exercise.folder))/\(file)")
      let source = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      declared[stage.id] = WrittenTests.declared(in: source)
    }
    return declared
  }
}
