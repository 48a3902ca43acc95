import Foundation

extension ExerciseCheck {
  /// Writes each `--report` file of `document`; a file that cannot be written is said, and
  /// makes the check fail with exit code 6, since a CI job would otherwise read a stale one.
  /// The other files are still written.
  func writeReports(_ document: @autoclosure () -> ResultsDocument, code: ExitCode)
    throws(KitFailure) -> ExitCode
  {
    guard !reports.isEmpty else { return code }
    let results = document()
    var failures = ""
    for report in reports {
      let text =
        switch report.format {
        case .junit: JUnitReport.xml(results)
        case .exercism: ExercismReport(results).json()
        }
      let base = workingFolder ?? root
      let file = URL(filePath: report.file, relativeTo: base).standardizedFileURL
      do {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file, options: .atomic)
      } catch {
        failures +=
          "error: could not write the \(report.format.rawValue) report: \(ReadableError.sentence(error))\n"
      }
    }
    guard failures.isEmpty else { throw KitFailure(code: .environmentFailed, text: failures) }
    return code
  }
}
