import Foundation

/// Runs one trial's tests from a bench's test binary, which holds every trial of the
/// exercise: the XCTest classes of the trial's module, then its Swift Testing tests, each
/// framework in a process of its own, as `swift test` runs them.
///
/// Starting the binary directly costs a few milliseconds where `swift test --filter` costs
/// half a second of SwiftPM. The binary is an executable on Linux; its arguments are the
/// ones `swift test` passes it there (XCTest: `Module.Class` to run; Swift Testing:
/// `--testing-library swift-testing --filter`). Where a trap ends a process, the launcher
/// writes the line SwiftPM would have written, so the kit's parsers read both alike.
struct TrialLauncher {
  let binary: URL
  /// Where the Swift Testing results files go.
  let folder: URL

  /// The binary's tests: XCTest's as `Module.Class/test`, Swift Testing's as their ids.
  struct Listing {
    var xctest: [String] = []
    var swiftTesting: [String] = []

    /// The XCTest ids of `module`, `Class/test`.
    func xctests(of module: String) -> [String] {
      xctest.filter { $0.hasPrefix(module + ".") }.map { String($0.dropFirst(module.count + 1)) }
    }

    init(xctest: [String] = [], swiftTesting: [String] = []) {
      self.xctest = xctest
      self.swiftTesting = swiftTesting
    }

    /// The listing in what the binary prints for `--list-tests`, in each framework.
    init(xctestOutput: String, swiftTestingOutput: String) {
      xctest = xctestOutput.split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { $0.contains(".") && $0.contains("/") && !$0.hasPrefix("Listing") }
      swiftTesting = swiftTestingOutput.split(separator: "\n").map(String.init).filter(
        TestNames.isListedID)
    }

    func hasSwiftTests(in module: String) -> Bool {
      swiftTesting.contains { $0.hasPrefix(module + ".") }
    }

    /// The ids of `module`'s tests in both frameworks, as a run's outcomes name them
    /// (`Class/test`, `Suite/name()`): what a run that ended early is read against.
    func ids(of module: String) -> [String] {
      xctests(of: module)
        + swiftTesting.filter { $0.hasPrefix(module + ".") }.map {
          TestNames.runID(ofListed: $0.dropFirst(module.count + 1), module: module)
        }
    }
  }

  func list() throws -> Listing {
    let xctest = try launch(["--list-tests"], timeout: .seconds(60))
    let swiftTesting = try launch(
      ["--testing-library", "swift-testing", "--list-tests"], timeout: .seconds(60))
    return Listing(xctestOutput: xctest.output, swiftTestingOutput: swiftTesting.output)
  }

  /// Runs the tests of `module`: its XCTest `xctests` (`Class/test`) and, when it has any,
  /// its Swift Testing tests. A trap in XCTest's process runs its tests again one process
  /// each, so the trap is pinned on its test.
  func run(
    module: String, xctests: [String], swiftTesting: Bool, xunit: URL, timeout: Duration,
    environment: [String: String] = [:]
  ) throws -> ProcessResult {
    let launch = { (arguments: [String], timeout: Duration) throws -> ProcessResult in
      try self.launch(arguments, timeout: timeout, adding: environment)
    }
    var output = ""
    var timedOut = false
    let classes = Array(Set(xctests.map { String($0.prefix { $0 != "/" }) })).sorted()
    if !classes.isEmpty {
      let serial = try launch([Self.filter(module: module, classes: classes)], timeout)
      output += serial.output
      timedOut = serial.timedOut
      if serial.signal != nil && !serial.timedOut {
        output = ""
        for test in xctests {
          let single = try launch(["\(module).\(test)"], timeout)
          output += single.output
          if let signal = single.signal {
            output += signalLine(running: "\(module).\(test)", signal: signal)
          }
          timedOut = timedOut || single.timedOut
        }
      }
    }
    try? FileManager.default.removeItem(at: xunit)
    if swiftTesting && !timedOut {
      let escaped = NSRegularExpression.escapedPattern(for: module)
      let run = try launch(
        [
          "--testing-library", "swift-testing", "--filter", "^\(escaped)\\.",
          "--xunit-output", xunit.path,
        ], timeout)
      output += "\n" + run.output
      if let signal = run.signal, !run.timedOut {
        output += signalLine(running: "--testing-library swift-testing", signal: signal)
      }
      timedOut = timedOut || run.timedOut
    }
    return ProcessResult(exitCode: 0, output: output, timedOut: timedOut)
  }

  /// One test of the binary: XCTest's by its id (`Class/test`), Swift Testing's by its
  /// listed id (`Module.Suite/name()`).
  enum Single {
    case xctest(String)
    case swiftTesting(String)

    /// Its id as a run's outcomes name it.
    func runID(module: String) -> String {
      switch self {
      case .xctest(let id): id
      case .swiftTesting(let listed):
        TestNames.runID(ofListed: listed.dropFirst(module.count + 1), module: module)
      }
    }
  }

  /// Runs `test` of `module` alone, in a process of its own; a process a signal ended says
  /// so in SwiftPM's words, as ``run(module:xctests:swiftTesting:xunit:timeout:environment:)``
  /// does.
  func runAlone(
    _ test: Single, module: String, xunit: URL, timeout: Duration, environment: [String: String]
  ) throws -> ProcessResult {
    try? FileManager.default.removeItem(at: xunit)
    let arguments = Self.arguments(running: test, module: module, xunit: xunit)
    var result = try launch(arguments, timeout: timeout, adding: environment)
    if let signal = result.signal, !result.timedOut {
      // XCTest's one argument, Swift Testing's first two: as the run of a module names them.
      result.output += signalLine(
        running: arguments.prefix(2).joined(separator: " "), signal: signal)
    }
    return result
  }

  /// The binary's arguments that run `test` of `module` alone: XCTest's id, or a Swift
  /// Testing filter that matches the listed id from its start, without the place some
  /// listed ids end with (`name()/File.swift:9:2`), which the filter does not need.
  static func arguments(running test: Single, module: String, xunit: URL) -> [String] {
    switch test {
    case .xctest(let id): return ["\(module).\(id)"]
    case .swiftTesting(let listed):
      let id = listed.split(separator: "/", omittingEmptySubsequences: false).prefix {
        !$0.contains(".swift:")
      }
      return [
        "--testing-library", "swift-testing", "--filter",
        "^" + NSRegularExpression.escapedPattern(for: id.joined(separator: "/")),
        "--xunit-output", xunit.path,
      ]
    }
  }

  /// The line SwiftPM writes for a test process a signal ended, the binary started with
  /// `arguments`: what the kit's parsers read a crash from.
  private func signalLine(running arguments: String, signal: Int32) -> String {
    "\nerror: Process '\(binary.path) \(arguments)' exited with unexpected signal code \(signal)\n"
  }

  /// XCTest's filter for `classes` of `module`: one argument, the classes separated by
  /// commas, since XCTest on Linux reads only its last argument as the filter.
  static func filter(module: String, classes: [String]) -> String {
    classes.map { "\(module).\($0)" }.joined(separator: ",")
  }

  /// Starts the binary with `arguments`, the environment `adding` to this process's (a
  /// time zone, a schema's version), its console plain as the learner's run's is
  /// (``SwiftTestRunner/environment``), whatever the terminal: a coloured `◇ Test x started.`
  /// is no line the parsers read, and a crash could not be put on its test.
  private func launch(_ arguments: [String], timeout: Duration, adding: [String: String] = [:])
    throws -> ProcessResult
  {
    let environment = ProcessInfo.processInfo.environment.merging(adding) { $1 }
      .merging(SwiftTestRunner.plainConsole) { $1 }
    var result = try ProcessRunner.run(
      SwiftTestRunner.lineBuffered + [binary.path] + arguments, in: folder, timeout: timeout,
      environment: environment)
    result.output = SwiftTestRunner.plain(result.output)
    return result
  }
}
