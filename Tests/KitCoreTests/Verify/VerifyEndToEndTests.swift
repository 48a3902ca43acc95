import Foundation
import Testing

@testable import KitCore

/// Runs `kit verify` for real on a copy of the miniature kit in `Fixtures/MiniKit`:
/// builds with `swift`, so it takes tens of seconds, once.
@Suite("kit verify, end to end", .serialized, EndToEnd.enabled)
struct VerifyEndToEndTests {
  @Test("passes on a faithful kit and fails loudly on a solved starter or a broken solution")
  func verifiesAndCatchesTampering() throws {
    let folder = try TemporaryFolder()
    let root = folder.url.appending(path: "MiniKit")
    try FileManager.default.copyItem(at: ManifestFixtures.miniKit, to: root)
    let starter = root.appending(path: "Exercises/01-answer/Sources/Answer/Answer.swift")
    let solution = root.appending(path: "Solutions/01-answer/Sources/Answer/Answer.swift")
    let original = try Data(contentsOf: starter)

    let faithful = verify(root)
    let unchanged = verify(root)
    try Data(contentsOf: solution).write(to: starter)
    let solvedStarter = verify(root)
    try original.write(to: starter)
    try Data("public func answer() -> Int { -1 }\n".utf8).write(to: solution)
    let brokenSolution = verify(root)

    #expect(faithful.code == .success, "\(faithful.text)")
    #expect(faithful.text.contains("1 of 1 exercises verified"))
    #expect(
      faithful.text.contains(
        "root package tests: ok, XCTest: 0 tests, 0 failures; Swift Testing: 1 tests passed"))
    #expect(unchanged.code == .success, "\(unchanged.text)")
    #expect(
      unchanged.text.contains("root package tests: ok, unchanged since they passed at"),
      "\(unchanged.text)")
    #expect(
      unchanged.text.range(
        of: #"01-answer +ok +ok +0/0 +1/1 +unchanged"#, options: .regularExpression) != nil)
    #expect(unchanged.text.contains("1 of them unchanged since they last verified clean"))
    #expect(solvedStarter.code == .verificationFailed)
    #expect(
      solvedStarter.text.contains(
        "starter: AnswerTests/test_answer_isFortyTwo passed, but should fail"))
    #expect(brokenSolution.code == .verificationFailed)
    #expect(brokenSolution.text.contains("solution: AnswerChecks/answerIsPositive() should pass"))
    #expect(
      try Data(contentsOf: starter) == original, "verify must never touch the learner's files")
  }

  @Test("two workers, two scratch folders: each exercise's verdict is its own, in order")
  func twoWorkers() throws {
    let kit = try MiniKitCopy(git: false)
    try kit.addWriteTheTestExercise()
    let starter = kit.root.appending(path: "Exercises/01-answer/Sources/Answer/Answer.swift")
    let solution = kit.root.appending(path: "Solutions/01-answer/Sources/Answer/Answer.swift")

    let faithful = kit.run(["verify", "--skip-root-tests", "--jobs", "2", "--timeout", "600"])
    let fresh = kit.run(["verify", "--skip-root-tests", "--jobs", "2", "--fresh"])
    try Data(contentsOf: solution).write(to: starter)
    let solvedFirst = kit.run(["verify", "--skip-root-tests", "--jobs", "2", "--timeout", "600"])

    #expect(faithful.code == .success, "\(faithful.text)")
    #expect(faithful.text.contains("2 of 2 exercises verified"))
    let first = try #require(faithful.text.range(of: "01-answer "))
    let second = try #require(faithful.text.range(of: "03-counter "))
    #expect(first.lowerBound < second.lowerBound, "rows in the manifest's order")
    for scratch in ["verify-scratch-1", "verify-scratch-2"] {
      let built = kit.root.appending(path: ".build/tddkit/\(scratch)/debug")
      #expect(FileManager.default.fileExists(atPath: built.path), "\(scratch) was used")
    }
    #expect(fresh.code == .success, "\(fresh.text)")
    #expect(!fresh.text.contains("unchanged"), "--fresh builds every exercise again")
    #expect(solvedFirst.code == .verificationFailed)
    #expect(solvedFirst.text.contains("1 of 2 exercises verified"))
    #expect(
      solvedFirst.text.range(
        of: #"03-counter +ok +ok +\S+ +\S+ +unchanged"#, options: .regularExpression)
        != nil, "the untouched exercise is not built again: \(solvedFirst.text)")
    #expect(
      solvedFirst.text.contains("01-answer:\n  - starter: AnswerTests/test_answer_isFortyTwo"))
  }

  // MARK: - Helpers

  private func verify(_ root: URL) -> (code: ExitCode, text: String) {
    let writer = BufferWriter()
    let code = Kit(root: root, writer: writer).run(["verify", "--timeout", "600"])
    return (code, writer.text)
  }
}
