import Foundation

/// `kit verify --mutate [NN…]`: the mechanical mutation pass over the named exercises (all
/// by default), a table of scores, and every survivor written to
/// `.build/tddkit/mechanical-mutation-report.txt` with the line it changed.
struct MutateCommand: KitCommand, Equatable {
  static let mutate: CommandOption<Bool> = .flag(
    "--mutate", help: "the mechanical mutation pass instead of the proof")
  static let timeout: CommandOption<Int> = .timeout(default: 60, help: "bounds each run")
  static let jobs: CommandOption<Int> = .jobs(
    help: "how many exercises are measured at once, as for kit verify")
  static let minimumScore: CommandOption<Int?> = .number(
    "--min-score", "PERCENT", takes: "a whole number",
    help: "fails (exit 1) when an exercise's score is below PERCENT")
  /// Known only to refuse it: the pass records no reds, `kit verify --record` does.
  static let record: CommandOption<Bool> = .flag(
    "--record", hidden: true, help: "refused: the mutation pass records no reds")
  static let declaration = CommandDeclaration(
    name: "verify", selector: mutate, arguments: "[NN…]",
    options: [timeout, jobs, minimumScore, record],
    about: """
      The mechanical mutation pass: small mistakes made by rule in every solution source (==
      and !=, < and <=, true and false, && and ||, a call or assignment removed, a returned
      value replaced by a constant, a number or count off by one), comments and strings left
      alone. Each mistake is built on the exercise's bench under .build/tddkit/mutate and run
      against the exercise's tests and reference tests. Prints per exercise: killed,
      survived, did not compile, timed out, listed as equivalent
      (Solutions/NN/equivalent-mutants.json, each with why) and the score, caught / mutants
      that compile and are not equivalent. Every survivor, with the line it changed, goes to
      \(reportPath).
      """,
    exits: """
      Exits 1 when an exercise cannot be measured, an equivalent is stale, or a score is
      below PERCENT.
      """)

  static let reportPath = KitPaths.mechanicalMutationReport

  /// None: every exercise.
  var exercises: [String] = []
  var timeout = Self.timeout.defaultValue
  var jobs = Self.jobs.defaultValue
  /// Fails below this percent in any exercise, when given.
  var minimumScore: Int?

  /// Fails when an exercise could not be measured, lists a stale equivalent, or scores
  /// below `minimumScore` percent (when given).
  func run(_ context: CommandContext) throws(KitFailure) -> ExitCode {
    try context.kit.withLock { () throws(KitFailure) in
      let manifest = context.manifest
      var exercises: [Exercise] = []
      for key in self.exercises {
        guard let exercise = manifest.exercise(key) else {
          throw .error("there is no exercise '\(key)'", code: .badInput)
        }
        exercises.append(exercise)
      }
      if exercises.isEmpty { exercises = manifest.exercises }
      return measure(exercises, root: context.root, writer: context.writer)
    }
  }

  private func measure(_ exercises: [Exercise], root: URL, writer: any OutputWriter) -> ExitCode {
    let started = Date()
    let passes = (0..<jobs).map { worker in
      MechanicalMutation(
        root: root, scratch: VerifyCommand.scratchPath(root: root, worker: worker),
        timeout: .seconds(timeout))
    }
    writer.write(
      Self.row(
        "exercise", "mutants", "killed", "survived", "no build", "timeout", "equiv", "given",
        "score", "time"
      ))
    var scores: [MutationScore] = []
    OrderedWorkers(jobs: jobs).run(count: exercises.count) { [exercises] worker, index in
      passes[worker].run(exercises[index])
    } deliver: { _, score in
      scores.append(score)
      writer.write(
        Self.row(
          score.exercise, "\(score.results.count)", "\(score.count(.killed))",
          "\(score.count(.survived))", "\(score.count(.didNotCompile))",
          "\(score.count(.timedOut))", "\(score.count(.equivalent))",
          "\(score.count(.survivedInGivenCode))", score.percent,
          String(format: "%.0fs", score.seconds)))
    }
    let total = Date().timeIntervalSince(started)
    let report = MutationReportText.text(scores, seconds: total)
    let file = root.appending(path: Self.reportPath)
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    if (try? Data(report.utf8).write(to: file)) != nil {
      writer.write("\nEvery survivor, with the line it changed: \(Self.reportPath)\n")
    }
    let failures = MutationReportText.failures(scores, minimumScore: minimumScore)
    for failure in failures { writer.write("  - \(failure)\n") }
    writer.write(String(format: "Mechanical mutation pass: %.0f s.\n", total))
    return failures.isEmpty ? .success : .verificationFailed
  }

  private static func row(_ columns: String...) -> String {
    TableRow.line(columns, widths: [28, 9, 8, 10, 10, 9, 7, 7, 8, 6])
  }
}

extension MutateCommand {
  /// Reads the words after the command's name.
  init(_ line: ParsedLine) throws(UsageError) {
    exercises = line.positionals
    timeout = line[Self.timeout]
    jobs = line[Self.jobs]
    minimumScore = line[Self.minimumScore]
    if line[Self.record] {
      throw UsageError(
        "kit verify --mutate records no reds; record them with kit verify --record")
    }
  }
}
