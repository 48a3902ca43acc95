import Foundation

/// `kit verify --mutate [NN…]`: the mechanical mutation pass over the named exercises (all
/// by default), a table of scores, and every survivor written to
/// `.build/tddkit/mechanical-mutation-report.txt` with the line it changed.
struct MutateCommand {
  let root: URL
  let manifest: Manifest
  let writer: any OutputWriter

  static let reportPath = ".build/tddkit/mechanical-mutation-report.txt"

  /// Fails when an exercise could not be measured, lists a stale equivalent, or scores
  /// below `minimumScore` percent (when given).
  func run(_ keys: [String], timeout: Duration, jobs: Int, minimumScore: Int?) -> ExitCode {
    var exercises: [Exercise] = []
    for key in keys {
      guard let exercise = manifest.exercise(key) else {
        writer.writeError("error: there is no exercise '\(key)'\n")
        return .badInput
      }
      exercises.append(exercise)
    }
    if exercises.isEmpty { exercises = manifest.exercises }
    let started = Date()
    let passes = (0..<jobs).map { worker in
      MechanicalMutation(
        root: root, scratch: VerifyCommand.scratchPath(root: root, worker: worker),
        timeout: timeout)
    }
    writer.write(
      row(
        "exercise", "mutants", "killed", "survived", "no build", "timeout", "equiv", "given",
        "score", "time"
      ))
    var scores: [MutationScore] = []
    OrderedWorkers(jobs: jobs).run(count: exercises.count) { [exercises] worker, index in
      passes[worker].run(exercises[index])
    } deliver: { _, score in
      scores.append(score)
      writer.write(
        row(
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

  private func row(_ columns: String...) -> String {
    let widths = [28, 9, 8, 10, 10, 9, 7, 7, 8, 6]
    return zip(columns, widths).map {
      $0.padding(toLength: max($1, $0.count + 1), withPad: " ", startingAt: 0)
    }
    .joined().trimmingCharacters(in: .whitespaces) + "\n"
  }
}
