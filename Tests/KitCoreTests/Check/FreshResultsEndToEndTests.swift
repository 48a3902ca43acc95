import Foundation
import Testing

@testable import KitCore

/// The reproduction of a false green (issue 23, item 1), with real builds: a
/// solved exercise checked green, its starter put back, and the results folder made so
/// that nothing can be written or deleted in it.
@Suite("Fresh results, end to end", .serialized, EndToEnd.enabled)
struct FreshResultsEndToEndTests {
  @Test("on the starter, with the results folder locked, a stale green is never read")
  func lockedResultsFolder() throws {
    let kit = try MiniKitCopy(git: true)
    let starter = try Data(contentsOf: kit.answer)
    try kit.put("green")
    let green = kit.run(["check", "01"])
    try starter.write(to: kit.answer)
    // What an older kit left after that green check, under the name it always used.
    let results = kit.root.appending(path: ".tddkit/results")
    _ = try kit.folder.write(
      FreshResultsTests.passingSwiftTesting,
      to: "MiniKit/.tddkit/results/.tddkit-results-swift-testing.xml")
    let lock = try LockedDown(results.appending(path: ".tddkit-results-swift-testing.xml"))
    defer { lock.undo() }
    let folderLock = try LockedDown(folder: results)
    defer { folderLock.undo() }

    let check = kit.run(["check", "01"])
    let progress = kit.run(["progress"])

    #expect(green.code == .success, "\(green.text)")
    #expect(check.code == .verificationFailed, "\(check.text)")
    #expect(
      !check.text.contains("✓ passed        AnswerChecks/answerIsPositive()"), "\(check.text)")
    #expect(check.text.contains("· no result     AnswerChecks/answerIsPositive()"), "\(check.text)")
    #expect(check.text.contains("0 of 2 green."), "\(check.text)")
    #expect(progress.text.contains("01  in progress"), "\(progress.text)")
  }
}
