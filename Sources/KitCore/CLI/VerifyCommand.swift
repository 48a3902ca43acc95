import Foundation

/// `kit verify`: validates the manifest, verifies each exercise, prints a table.
struct VerifyCommand {
  let root: URL
  let manifest: Manifest
  let writer: any OutputWriter
  /// What each worker is doing, on a terminal (``LiveStatus``).
  var live = LiveStatus(width: nil)

  /// With no exercise named, `verify` runs the root package's tests first, unless
  /// `withRootTests` is off (CI has just run them with the README's `swift test`). `jobs`
  /// exercises are built at once, each worker with a scratch folder of its own. A clean
  /// verdict whose inputs have not changed since is reused, unless `fresh` (see
  /// ``VerifyCache``). With `record`, the reds the runs give are written as each
  /// exercise's recorded reds (``RedsRecording``) instead of being compared with them:
  /// every exercise is run afresh, since a recording comes from a run, and the root
  /// tests are left out, since they have no reds to record.
  func run(
    _ keys: [String], timeout: Duration, withRootTests: Bool = true, jobs: Int = 1,
    fresh: Bool = false, record: Bool = false
  ) -> ExitCode {
    // Named exercises are checked alone: an author working on one exercise is not held
    // up by another's unfinished manifest entry. Without names, everything is.
    let named = Set(keys.compactMap { manifest.exercise($0)?.id })
    let checked =
      named.isEmpty
      ? manifest : Manifest(exercises: manifest.exercises.filter { named.contains($0.id) })
    var validator = ManifestValidator(root: root)
    validator.checksRecordedReds = !record
    let validation =
      validator.problems(in: checked) + RootPackageCheck(root: root).problems(in: manifest)
    guard validation.isEmpty else {
      writer.write("The manifest is inconsistent:\n")
      for problem in validation { writer.write("  - \(problem)\n") }
      return .verificationFailed
    }
    var exercises: [Exercise] = []
    for key in keys {
      guard let exercise = manifest.exercise(key) else {
        let ids = manifest.exercises.map(\.id).joined(separator: ", ")
        writer.writeError("error: there is no exercise '\(key)'; the exercises are: \(ids)\n")
        return .badInput
      }
      exercises.append(exercise)
    }
    var cache = VerifyCacheSession(root: root, fresh: fresh || record, writer: writer)
    var rootFailed = false
    if exercises.isEmpty {
      exercises = manifest.exercises
      if withRootTests && !record { rootFailed = !runRootTests(timeout: timeout, cache: &cache) }
    }

    let started = Date()
    let live = self.live
    let verifiers = (0..<jobs).map { worker in
      Verifier(
        root: root, scratch: Self.scratchPath(root: root, worker: worker), timeout: timeout,
        progress: { live.update("\(worker)", $0) }, records: record)
    }
    let unchanged = exercises.map { cache.unchanged($0) }
    writer.write(row("exercise", "starter", "solution", "stages", "mutants", "time"))
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
        row(
          report.exercise, report.starterProblems.isEmpty ? "ok" : "OFF",
          report.solutionProblems.isEmpty ? "ok" : "OFF",
          "\(report.stagesChecked - report.stageProblems.count)/\(report.stagesChecked)",
          "\(report.mutantsKilled)/\(report.mutantsTotal)",
          unchanged[index] == nil ? String(format: "%.1fs", report.seconds) : "unchanged")
      )
    }
    live.clear()
    cache.save()
    writer.write(mutationTable(reports) + RedsRecording.summary(of: reports))
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
    root.appending(path: ".build/tddkit/verify-scratch-\(worker + 1)")
  }

  /// `swift test` at the root, in the root's own `.build`, unless it passed before with
  /// the same inputs; whether it passed.
  private func runRootTests(timeout: Duration, cache: inout VerifyCacheSession) -> Bool {
    if let passed = cache.unchangedRootTests() {
      writer.write(
        "root package tests: ok, unchanged since they passed at "
          + "\(Timestamp.readable(passed.verifiedAt)) (\(passed.summary))\n\n")
      return true
    }
    writer.write("Root package: swift test (the libraries' tests and every solution)…\n")
    let started = Date()
    do {
      let outcome = try RootTests(root: root).run(timeout: max(timeout, .seconds(1800)))
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
  private func mutationTable(_ reports: [ExerciseReport]) -> String {
    let withMutants = reports.filter { $0.mutantsTotal > 0 }
    guard !withMutants.isEmpty else { return "" }
    var out = "\nMutation table: planted mistakes the tests must catch\n"
    out += row("exercise", "mutants", "killed", "aimed at learner tests")
    var details = ""
    for report in withMutants {
      let aimed = report.mutants.filter { $0.stage != nil }.count
      out += row(report.exercise, "\(report.mutantsTotal)", "\(report.mutantsKilled)", "\(aimed)")
      for mutant in report.mutants {
        let stage = mutant.stage.map { " [stage \($0)]" } ?? ""
        let killers = mutant.killedBy.isEmpty ? "SURVIVED" : mutant.killedBy.joined(separator: ", ")
        details += "\(report.exercise) \(mutant.id)\(stage): \(killers)\n"
      }
    }
    let file = root.appending(path: ".build/tddkit/mutation-report.txt")
    if (try? Data(details.utf8).write(to: file)) != nil {
      out += "Which tests caught each mutant: .build/tddkit/mutation-report.txt\n"
    }
    return out
  }

  private func row(_ columns: String...) -> String {
    let widths = [28, 9, 9, 8, 9, 8]
    return zip(columns, widths).map {
      $0.padding(toLength: max($1, $0.count + 1), withPad: " ", startingAt: 0)
    }
    .joined().trimmingCharacters(in: .whitespaces) + "\n"
  }
}
