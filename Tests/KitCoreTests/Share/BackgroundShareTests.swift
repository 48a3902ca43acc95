import Foundation
import Testing

@testable import KitCore

@Suite("Sharing after every check: in the background, a failure said once")
struct BackgroundShareTests {
  let kit: MiniKitCopy
  let now = Date(timeIntervalSince1970: 1_795_000_000)

  init() throws {
    kit = try MiniKitCopy(git: false)
    var settings = RoomSettings()
    settings.room = "/nowhere/room.git"
    settings.afterEveryCheck = true
    try settings.save(root: kit.root)
  }

  @Test("a background share that fails records why; the next check says it once, then not again")
  func failureSaidOnce() {
    let background = BackgroundShare(root: kit.root)

    let code = background.run(
      now: { now },
      share: { () throws(ShareError) in
        throw .unreachable(room: "/nowhere/room.git", detail: "no such folder")
      })
    let first = afterCheck()
    let second = afterCheck()

    #expect(code == .roomFailed)
    #expect(
      first.contains(
        "note: sharing with the room in the background failed: could not reach the room at /nowhere/room.git"
      ))
    #expect(first.contains("said once"))
    #expect(second.isEmpty)
  }

  @Test("the same failure again stays said; a share that works, then fails, is said again")
  func saidAgainAfterRecovery() {
    let failure = "could not reach the room"
    ShareStatus.record(failure, at: now, root: kit.root)
    _ = afterCheck()
    ShareStatus.record(failure, at: now, root: kit.root)
    let repeated = afterCheck()
    ShareStatus.record(nil, at: now, root: kit.root)
    ShareStatus.record(failure, at: now, root: kit.root)
    let again = afterCheck()

    #expect(repeated.isEmpty)
    #expect(again.contains(failure))
  }

  @Test("a share already running is not started twice, and the state saved meanwhile is shared")
  func oneAtATime() throws {
    let background = BackgroundShare(root: kit.root)
    try FileManager.default.createDirectory(
      at: background.record.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "\(getpid())\n".write(to: background.record, atomically: true, encoding: .utf8)
    var shares = 0

    let blocked = background.run(now: { now }, share: { () throws(ShareError) in shares += 1 })
    try FileManager.default.removeItem(at: background.record)
    let alone = background.run(
      now: { now },
      share: { () throws(ShareError) in
        shares += 1
        if shares == 1 { try? StateStore(root: kit.root).save(KitState(pristineCommit: "changed")) }
      })

    #expect(blocked == .success)
    #expect(alone == .success)
    #expect(shares == 2, "once, then again for the state saved while it shared")
    #expect(!FileManager.default.fileExists(atPath: background.record.path))
  }

  // MARK: - Helpers

  /// What a check says after it, through `Kit.shareAfterCheck`; no kit program, so nothing
  /// starts.
  private func afterCheck() -> String {
    let writer = BufferWriter()
    Kit(root: kit.root, writer: writer).shareAfterCheck(always: false)
    return writer.text
  }
}

@Suite("kit watch --share needs a room")
struct WatchShareTests {
  @Test("without a room remembered, kit watch --share says how to set one, and does not watch")
  func needsARoom() throws {
    let kit = try MiniKitCopy(git: false)

    let result = kit.run(["watch", "01", "--share"])

    #expect(result.code == .usage)
    #expect(result.text.contains("kit share needs a room the first time: kit share --room URL"))
  }
}
