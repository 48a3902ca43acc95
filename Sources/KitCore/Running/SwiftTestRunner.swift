import Foundation

/// Builds and runs one exercise package with `swift test`, and turns what it prints into
/// a ``TestRun``.
///
/// Every package shares one scratch folder, so the kit's libraries are built once. Tests
/// run with `--parallel`, one XCTest process per test, so a trap in one test is reported
/// against that test while the others still report.
public struct SwiftTestRunner {
  public let scratchPath: URL
  /// How long the tests may run.
  public let timeout: Duration
  /// How long the build may take; a cold build of the kit is slow, an endless loop in a
  /// test is not, so `kit check` gives the build far longer than the tests.
  public let buildTimeout: Duration
  /// Where the xUnit files go; `nil` puts them in the package, which suits scratch copies
  /// but not a learner's folder.
  public let resultsFolder: URL?

  public init(
    scratchPath: URL, timeout: Duration = .seconds(300), buildTimeout: Duration? = nil,
    resultsFolder: URL? = nil
  ) {
    self.scratchPath = scratchPath
    self.timeout = timeout
    self.buildTimeout = buildTimeout ?? timeout
    self.resultsFolder = resultsFolder
  }

  public func run(packageAt package: URL, testModule: String) throws -> TestRun {
    let build = try swift(["build", "--build-tests"], in: package, timeout: buildTimeout)
    if build.timedOut {
      return TestRun(timedOut: true, outputTail: tail(build.output))
    }
    if build.exitCode != 0 {
      let errors = CompileErrorParser.errors(in: build.output)
      let fallback = [CompileError(file: "?", line: 0, message: tail(build.output))]
      return TestRun(
        compileErrors: errors.isEmpty ? fallback : errors, outputTail: tail(build.output))
    }
    let folder = resultsFolder ?? package
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let xunit = folder.appending(path: ".tddkit-results.xml")
    let testingXUnit = folder.appending(path: ".tddkit-results-swift-testing.xml")
    for file in [xunit, testingXUnit] { try? FileManager.default.removeItem(at: file) }
    let test = try swift(
      ["test", "--skip-build", "--parallel", "--xunit-output", xunit.path], in: package,
      timeout: timeout)
    return parse(test, xunit: xunit, testingXUnit: testingXUnit, module: testModule)
  }

  func parse(_ result: ProcessResult, xunit: URL, testingXUnit: URL, module: String) -> TestRun {
    var outcomes: [String: TestOutcome] = [:]
    let messages = XCTestConsoleParser.failureMessages(in: result.output)
    if let data = try? Data(contentsOf: xunit),
      let parsed = XUnitParser.outcomes(in: data, testModule: module)
    {
      for (test, outcome) in parsed {
        // XCTest's xunit says only "failure"; the console has the assertion's words.
        outcomes[test] =
          outcome.isPassed ? .passed : .failed(messages: messages[test] ?? ["failure"])
      }
    }
    if let data = try? Data(contentsOf: testingXUnit),
      let parsed = XUnitParser.outcomes(in: data, testModule: module)
    {
      outcomes.merge(parsed) { _, new in new }
    }
    for (test, message) in XCTestConsoleParser.crashes(in: result.output, module: module) {
      outcomes[test] = .crashed(message: message)
    }
    var run = TestRun(
      outcomes: outcomes, timedOut: result.timedOut, outputTail: tail(result.output))
    if result.timedOut {
      run.finished = XCTestConsoleParser.finishedTests(in: result.output, module: module)
    }
    run.swiftTestingCrash = SwiftTestingConsoleParser.crash(in: result.output)
    return run
  }

  private func swift(_ arguments: [String], in package: URL, timeout: Duration) throws
    -> ProcessResult
  {
    try ProcessRunner.run(
      ["swift"] + arguments + ["--scratch-path", scratchPath.path], in: package, timeout: timeout)
  }

  private func tail(_ output: String, lines: Int = 30) -> String {
    output.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines)
      .joined(separator: "\n")
  }
}
