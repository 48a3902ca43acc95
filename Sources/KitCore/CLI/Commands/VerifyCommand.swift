import Foundation

/// `kit verify [NN…]`: validates the manifest, verifies each exercise, prints a table.
struct VerifyCommand: KitCommand, Equatable {
  static let timeout: CommandOption<Int> = .timeout(
    default: 300, help: "bounds each build or test run")
  static let skipRootTests: CommandOption<Bool> = .flag(
    "--skip-root-tests", help: "leaves out swift test at the root")
  static let jobs: CommandOption<Int> = .jobs(
    help: """
      how many exercises are built at once, each worker in a scratch folder of its own
      (\(KitPaths.verifyScratch(worker: 0)), \(KitPaths.verifyScratch(worker: 1)), …) that builds the kit's libraries once
      """)
  static let fresh: CommandOption<Bool> = .flag(
    "--fresh", help: "builds everything, whatever the cache holds")
  static let record: CommandOption<Bool> = .flag(
    "--record",
    help: "writes the reds the runs give to Solutions/NN/reds.json instead of comparing them")
  static let declaration = CommandDeclaration(
    name: "verify", arguments: "[NN…]", options: [timeout, skipRootTests, jobs, fresh, record],
    summary: """
      maintainers: prove the curriculum (root tests pass, starters red for the manifest's
      reasons, solutions green, mutants killed)
      """,
    about: """
      Without NN, first runs swift test at the root (the libraries' tests and every
      solution). Then builds every exercise (or each NN) on its bench under
      .build/tddkit/verify (your own folders are never touched) and checks its starter,
      solution, stage snapshots and mutants against the manifest (CONTRIBUTING.md), mutants
      aimed at a write-the-test stage by that stage's tests. Prints a mutation table; which
      test killed which mutant goes to \(KitPaths.mutationReport).

      The reds each starter and stage snapshot gives must be those in
      Solutions/NN/reds.json, word for word. --record writes them there instead (every
      exercise or NN afresh, without the root tests) and prints what changed: that file is
      never edited by hand.

      A verdict that was clean is kept in .build/tddkit/verify-cache.json with a digest of
      its inputs (toolchain, the kit's sources and manifest, the exercise, its solutions and
      mutants); while they stay the same, the exercise (or the root tests) is not built again
      and shows as "unchanged".
      """,
    exits: """
      Exits 1 and prints what is off when anything differs; a problem is always from a fresh
      run.
      """)

  /// None: every exercise, and the root package's tests first.
  var exercises: [String] = []
  var timeout = Self.timeout.defaultValue
  /// Off: CI has just run the root tests with the README's `swift test`.
  var withRootTests = true
  /// How many exercises are built at once, each worker with a scratch folder of its own.
  var jobs = Self.jobs.defaultValue
  /// Builds again what the cache says is unchanged (``VerifyCache``).
  var fresh = false
  /// Writes the reds the runs give as each exercise's recorded reds (``RedsRecording``)
  /// instead of comparing them: every exercise is run afresh, since a recording comes from
  /// a run, and the root tests are left out, since they have no reds to record.
  var record = false

  /// Holds the lock from the start: another kit's build in the scratch folders would make
  /// the verdicts lie, and a second verify would only wait for the first.
  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    try context.kit.withLock { () throws(KitFailure) in try validateAndVerify(context) }
  }

  /// Validates the manifest, then verifies the named exercises (or every one).
  private func validateAndVerify(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    // Named exercises are checked alone: an author working on one exercise is not held
    // up by another's unfinished manifest entry. Without names, everything is.
    let manifest = context.manifest
    let writer = context.writer
    let named = Set(exercises.compactMap { manifest.exercise($0)?.id })
    let checked =
      named.isEmpty
      ? manifest : Manifest(exercises: manifest.exercises.filter { named.contains($0.id) })
    var validator = ManifestValidator(root: context.root)
    validator.checksRecordedReds = !record
    let validation =
      validator.problems(in: checked) + RootPackageCheck(root: context.root).problems(in: manifest)
    guard validation.isEmpty else {
      writer.write("The manifest is inconsistent:\n")
      for problem in validation { writer.write("  - \(problem)\n") }
      return .verificationFailed
    }
    var exercises: [Exercise] = []
    for key in self.exercises { exercises.append(try manifest.exercise(named: key)) }
    return verify(exercises, context)
  }

  /// Verifies `exercises` (none: every one, after the root tests), `jobs` at a time; a
  /// clean verdict whose inputs have not changed since is reused, unless `fresh` or
  /// `record`.
  private func verify(_ named: [Exercise], _ context: CommandContext) -> ExitCode {
    let root = context.root
    let writer = context.writer
    var exercises = named
    var cache = VerifyCacheSession(root: root, fresh: fresh || record, writer: writer)
    var rootFailed = false
    if exercises.isEmpty {
      exercises = context.manifest.exercises
      if withRootTests && !record { rootFailed = !runRootTests(cache: &cache, context) }
    }

    let started = Date()
    let live = LiveStatus(width: context.width)
    let verifiers = (0..<jobs).map { worker in
      Verifier(
        root: root, scratch: Self.scratchPath(root: root, worker: worker),
        timeout: .seconds(timeout), progress: { live.update("\(worker)", $0) }, records: record)
    }
    let unchanged = exercises.map { cache.unchanged($0) }
    writer.write(Self.row("exercise", "starter", "solution", "stages", "mutants", "time"))
    var reports: [ExerciseReport] = []
    OrderedWorkers(jobs: jobs).run(count: exercises.count) { [exercises] worker, index in
      unchanged[index] ?? verifiers[worker].verify(exercises[index])
    } deliver: { index, report in
      live.clear()
      reports.append(report)
      // A recording changed an input: the next verify checks it against a fresh run.
      if unchanged[index] == nil, report.recorded == nil {
        cache.record(report, for: exercises[index])
      }
      writer.write(
        Self.row(
          report.exercise, report.starterProblems.isEmpty ? "ok" : "OFF",
          report.solutionProblems.isEmpty ? "ok" : "OFF",
          "\(report.stagesChecked - report.stageProblems.count)/\(report.stagesChecked)",
          "\(report.mutantsKilled)/\(report.mutantsTotal)",
          unchanged[index] == nil ? String(format: "%.1fs", report.seconds) : "unchanged")
      )
    }
    live.clear()
    cache.save()
    writer.write(Self.mutationTable(reports, root: root) + RedsRecording.summary(of: reports))
    let afterRecording =
      record
      ? RedsRecording.problemsAfterRecording(root: root, folders: Set(reports.map(\.exercise)))
      : []
    if !afterRecording.isEmpty {
      writer.write("\nThe manifest is inconsistent with the reds just recorded:\n")
      for problem in afterRecording { writer.write("  - \(problem)\n") }
    }
    let failed = reports.filter { !$0.isClean }
    for report in failed {
      writer.write("\n\(report.exercise):\n")
      for problem in report.allProblems { writer.write("  - \(problem)\n") }
    }
    let total = Date().timeIntervalSince(started)
    if rootFailed { writer.write("\nThe root package's tests failed (see above).\n") }
    writer.write(
      "\n\(reports.count - failed.count) of \(reports.count) exercises verified in \(String(format: "%.0f", total)) s"
        + cache.unchangedNote(count: unchanged.compactMap { $0 }.count) + ".\n")
    return failed.isEmpty && !rootFailed && afterRecording.isEmpty
      ? .success : .verificationFailed
  }

  /// Each worker builds its exercises' verify benches in a scratch folder of its own,
  /// since SwiftPM builds one package at a time in a scratch folder.
  static func scratchPath(root: URL, worker: Int) -> URL {
    root.appending(path: KitPaths.verifyScratch(worker: worker))
  }

  /// `swift test` at the root, in the root's own `.build`, unless it passed before with
  /// the same inputs; whether it passed.
  private func runRootTests(cache: inout VerifyCacheSession, _ context: CommandContext) -> Bool {
    let writer = context.writer
    if let passed = cache.unchangedRootTests() {
      writer.write(
        "root package tests: ok, unchanged since they passed at "
          + "\(Timestamp.readable(passed.verifiedAt)) (\(passed.summary))\n\n")
      return true
    }
    writer.write("Root package: swift test (the libraries' tests and every solution)…\n")
    let started = Date()
    do {
      let outcome = try RootTests(root: context.root).run(
        timeout: max(.seconds(timeout), .seconds(1800)))
      writer.write(
        "root package tests: \(outcome.passed ? "ok" : "OFF"), \(outcome.summary)"
          + String(format: " (%.0f s)\n\n", Date().timeIntervalSince(started)))
      cache.recordRootTests(outcome)
      return outcome.passed
    } catch {
      writer.write("root package tests: OFF, could not run swift test: \(error)\n\n")
      return false
    }
  }

  /// Per exercise: how many mutants, how many the tests caught, and how many are aimed at
  /// tests a learner writes. Which test caught which mutant goes to a file for authors.
  private static func mutationTable(_ reports: [ExerciseReport], root: URL) -> String {
    let withMutants = reports.filter { $0.mutantsTotal > 0 }
    guard !withMutants.isEmpty else { return "" }
    var out = "\nMutation table: planted mistakes the tests must catch\n"
    out += Self.row("exercise", "mutants", "killed", "aimed at learner tests")
    var details = ""
    for report in withMutants {
      let aimed = report.mutants.filter { $0.stage != nil }.count
      out += Self.row(
        report.exercise, "\(report.mutantsTotal)", "\(report.mutantsKilled)", "\(aimed)")
      for mutant in report.mutants {
        let stage = mutant.stage.map { " [stage \($0)]" } ?? ""
        let killers = mutant.killedBy.isEmpty ? "SURVIVED" : mutant.killedBy.joined(separator: ", ")
        details += "\(report.exercise) \(mutant.id)\(stage): \(killers)\n"
      }
    }
    let file = root.appending(path: KitPaths.mutationReport)
    if (try? Data(details.utf8).write(to: file)) != nil {
      out += "Which tests caught each mutant: \(KitPaths.mutationReport)\n"
    }
    return out
  }

  private static func row(_ columns: String...) -> String {
    TableRow.line(columns, widths: [28, 9, 9, 8, 9, 8])
  }
}

extension VerifyCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    exercises = line.positionals
    timeout = line[Self.timeout]
    withRootTests = !line[Self.skipRootTests]
    jobs = line[Self.jobs]
    fresh = line[Self.fresh]
    record = line[Self.record]
  }
}
