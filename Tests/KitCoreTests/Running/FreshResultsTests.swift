import Foundation
import Testing

@testable import KitCore

/// A check reads only the results files its own run wrote (issue 23, item 1).
@Suite("Fresh results: a check reads only what its own run wrote")
struct FreshResultsTests {
  @Test("a results file an earlier run left, that kit could not delete, is not read as this run's")
  func staleFileIsNotRead() throws {
    let folder = try TemporaryFolder()
    let results = folder.url.appending(path: "results")
    // An earlier, green run's Swift Testing results, left where the kit wrote them.
    let stale = try folder.write(
      Self.passingSwiftTesting, to: "results/.tddkit-results-swift-testing.xml")
    // This run cannot write there: Swift Testing prints why and runs nothing (as measured).
    let swift = try FakeSwift(
      """
      echo 'Build complete! (0.1s)'
      echo "Test Case 'AnswerTests.test_answer_isFortyTwo' started at 2026-11-23 21:58:34.100"
      echo "Test Case 'AnswerTests.test_answer_isFortyTwo' passed (0.001 seconds)"
      echo 'Operation not permitted'
      exit 1
      """)
    let lock = try LockedDown(stale)
    defer { lock.undo() }
    let runner = SwiftTestRunner(
      scratchPath: folder.url.appending(path: "scratch"), timeout: .seconds(30),
      resultsFolder: results, swift: swift.path)

    let run = try runner.run(packageAt: folder.url, testModule: "AnswerTests")
    let report = CheckReport(
      exercise: try Self.exercise(), run: run, declared: [:], history: ExerciseState())

    #expect(run.outcome(of: "AnswerTests/test_answer_isFortyTwo") == .passed)
    #expect(run.outcome(of: "AnswerChecks/answerIsPositive()") == .notRun)
    #expect(run.missingResults?.contains("Operation not permitted") == true)
    #expect(!report.isGreen)
    #expect(LightColour(run) == .amber)
    let text = report.text(root: folder.url.path, timeout: 30)
    #expect(text.contains("· no result     AnswerChecks/answerIsPositive()"), "\(text)")
    #expect(text.contains("no results: "), "\(text)")
  }

  @Test("a run's results files have names no earlier run used, and are gone once read")
  func freshNames() throws {
    let folder = try TemporaryFolder()
    let swift = try FakeSwift(
      """
      for argument in "$@"; do
        if [ "$previous" = --xunit-output ]; then
          echo "$argument" >> "\(folder.url.path)/asked"
          printf '%s' '\(Self.passingSwiftTesting)' > "${argument%.xml}-swift-testing.xml"
        fi
        previous=$argument
      done
      echo 'Build complete! (0.1s)'
      """)
    let runner = SwiftTestRunner(
      scratchPath: folder.url.appending(path: "scratch"), timeout: .seconds(30),
      resultsFolder: folder.url.appending(path: "results"), swift: swift.path)

    let first = try runner.run(packageAt: folder.url, testModule: "AnswerTests")
    let second = try runner.run(packageAt: folder.url, testModule: "AnswerTests")

    let asked = try String(contentsOf: folder.url.appending(path: "asked"), encoding: .utf8)
      .split(separator: "\n")
    #expect(asked.count == 2)
    #expect(Set(asked).count == 2, "a fresh name for each run")
    #expect(first.outcome(of: "AnswerChecks/answerIsPositive()") == .passed)
    #expect(second.outcome(of: "AnswerChecks/answerIsPositive()") == .passed)
    let left = try FileManager.default.contentsOfDirectory(
      atPath: folder.url.appending(path: "results").path)
    #expect(left.isEmpty, "\(left)")
  }

  // MARK: - Helpers

  static let passingSwiftTesting = """
    <?xml version="1.0" encoding="UTF-8"?>
    <testsuites><testsuite name="TestResults" errors="0" tests="1" failures="0" skipped="0">
    <testcase classname="AnswerTests.AnswerChecks" name="answerIsPositive()" time="0.001"/>
    </testsuite></testsuites>
    """

  static func exercise() throws -> Exercise {
    var exercise = try #require(ManifestFixtures.exercise)
    exercise.stages[0].tests = [
      "AnswerTests/test_answer_isFortyTwo", "AnswerChecks/answerIsPositive()",
    ]
    return exercise
  }
}

/// A file (or a folder) the kit may not delete, replace or write into: immutable
/// (`chattr +i`) for root, who may write anywhere else, or in a read-only folder for anyone
/// else; undone by ``undo()``.
struct LockedDown {
  let path: URL
  /// The folder whose permissions change when `chattr` is not the way.
  let folder: URL
  let isImmutable: Bool

  init(_ file: URL) throws {
    try self.init(path: file, folder: file.deletingLastPathComponent())
  }

  init(folder: URL) throws {
    try self.init(path: folder, folder: folder)
  }

  private init(path: URL, folder: URL) throws {
    self.path = path
    self.folder = folder
    isImmutable = getuid() == 0
    if isImmutable {
      let result = try ProcessRunner.run(
        ["chattr", "+i", path.path], in: URL(filePath: "/"), timeout: .seconds(10))
      try #require(result.exitCode == 0, "chattr +i failed: \(result.output)")
    } else {
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    }
  }

  func undo() {
    if isImmutable {
      _ = try? ProcessRunner.run(
        ["chattr", "-i", path.path], in: URL(filePath: "/"), timeout: .seconds(10))
    } else {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    }
  }
}
