import Foundation
import Testing

@testable import KitCore

@Suite("A rewrite in the same whole second gets the next second, so the driver sees it")
struct WholeSecondGuardTests {
  @Test("a file rewritten in the second of its last write moves to the next second")
  func sameSecond() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("one", to: "A.swift")
    let now = Date()
    try FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: file.path)

    try WholeSecondGuard.write(Data("two".utf8), to: file)

    let after = try #require(WholeSecondGuard.modificationTime(of: file))
    #expect(floor(after.timeIntervalSince1970) == floor(now.timeIntervalSince1970) + 1)
    #expect(try String(contentsOf: file, encoding: .utf8) == "two")
  }

  @Test("a rewrite in a later second keeps its own time")
  func laterSecond() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("one", to: "A.swift")
    let old = Date(timeIntervalSince1970: 1_700_000_000.5)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)

    try WholeSecondGuard.write(Data("two".utf8), to: file)

    let after = try #require(WholeSecondGuard.modificationTime(of: file))
    #expect(after.timeIntervalSince1970 > 1_700_000_001)
    #expect(abs(after.timeIntervalSinceNow) < 5)
  }

  @Test("a learner's save in the second the last check built moves on; its bytes stay")
  func learnerEdit() throws {
    let kit = try MiniKitCopy(git: false)
    let exercise = try #require(ManifestFixtures.exercise)
    let file = kit.root.appending(path: "Exercises/01-answer/Sources/Answer/Answer.swift")
    let second = Date(timeIntervalSince1970: 1_700_000_000.2)
    try FileManager.default.setAttributes([.modificationDate: second], ofItemAtPath: file.path)
    let edits = SameSecondEdits(root: kit.root, exercise: exercise)
    edits.remember(edits.separate())
    let saved = "public func answer() -> Int { 42 }\n"
    try saved.write(to: file, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000.8)], ofItemAtPath: file.path)

    _ = edits.separate()

    let after = try #require(WholeSecondGuard.modificationTime(of: file))
    #expect(after.timeIntervalSince1970 == 1_700_000_001)
    #expect(try String(contentsOf: file, encoding: .utf8) == saved)
  }
}
