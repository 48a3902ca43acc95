import Foundation

extension CheckCommand {
  /// Writes each `--report` file of `document`; a file that cannot be written is said, and
  /// turns the exit code into 6, since a CI job would otherwise read a stale one.
  func writeReports(_ document: @autoclosure () -> ResultsDocument, code: ExitCode) -> ExitCode {
    guard !reports.isEmpty else { return code }
    let results = document()
    var code = code
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
        writer.writeError(
          "error: could not write the \(report.format.rawValue) report: \(ReadableError.sentence(error))\n"
        )
        code = .environmentFailed
      }
    }
    return code
  }
}
