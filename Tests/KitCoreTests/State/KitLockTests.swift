import Foundation
import XCTest

@testable import KitCore

/// The lock in XCTest, the kit's other framework: two holders, in one process or two.
final class KitLockTests: XCTestCase {
  private var folder: TemporaryFolder!
  private var lockFile: URL { folder.url.appending(path: ".tddkit/lock") }

  override func setUp() async throws {
    folder = try TemporaryFolder()
  }

  func test_acquire_whileHeld_waitsThenSaysAnotherKitIsRunning() throws {
    let first = try KitLock.acquire(at: lockFile, waiting: .zero)
    let started = Date()

    XCTAssertThrowsError(try KitLock.acquire(at: lockFile, waiting: .milliseconds(300))) {
      XCTAssertEqual($0 as? LockError, .busy(holder: "pid \(getpid())"))
    }
    XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.3)
    first.release()
  }

  func test_acquire_afterRelease_succeeds() throws {
    let first = try KitLock.acquire(at: lockFile, waiting: .zero)
    first.release()

    XCTAssertNoThrow(try KitLock.acquire(at: lockFile, waiting: .zero))
  }

  func test_acquire_heldByAnotherProcess_waitsUntilItIsReleased() throws {
    try XCTSkipUnless(FileManager.default.fileExists(atPath: "/usr/bin/flock"), "needs flock(1)")
    try FileManager.default.createDirectory(
      at: lockFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let holder = Process()
    holder.executableURL = URL(filePath: "/usr/bin/flock")
    holder.arguments = [lockFile.path, "sleep", "1.5"]
    try holder.run()
    defer { holder.waitUntilExit() }
    Thread.sleep(forTimeInterval: 0.5)

    XCTAssertThrowsError(try KitLock.acquire(at: lockFile, waiting: .milliseconds(100)))
    let started = Date()
    let lock = try KitLock.acquire(at: lockFile, waiting: .seconds(20))

    XCTAssertLessThan(Date().timeIntervalSince(started), 15)
    lock.release()
  }

  func test_lockFile_thatCannotBeOpened_saysWhyAndWhatToDo() {
    let readOnly = LockError.unavailable(path: "/k/.tddkit/lock", errno: EROFS).description
    let denied = LockError.unavailable(path: "/k/.tddkit/lock", errno: EACCES).description

    XCTAssertEqual(
      readOnly,
      "cannot open the lock file /k/.tddkit/lock: the file system is read-only, and kit keeps "
        + "its lock, state and backups in .tddkit; work in a clone on a writable disk (or "
        + "mount this one read-write), then run the command again")
    XCTAssertEqual(
      denied,
      "cannot open the lock file /k/.tddkit/lock: kit may not write there; make .tddkit "
        + "writable (chmod -R u+w .tddkit), then run the command again")
  }

  func test_kitCheck_whileAnotherKitHoldsTheLock_exitsBusyWithoutBuilding() throws {
    let (code, text) = try runWhileTheLockIsHeld(["check", "01"])

    XCTAssertEqual(code, .busy)
    XCTAssertTrue(text.contains("waiting up to 0.2 s"), text)
    XCTAssertTrue(text.contains("another kit is running (pid \(getpid()))"), text)
    XCTAssertFalse(text.contains("Building"))
  }

  /// Verify builds in the scratch folder `kit check` uses: two at once would trade build
  /// plans, and a check could run another exercise's tests.
  func test_kitVerify_whileAnotherKitHoldsTheLock_exitsBusyWithoutBuilding() throws {
    let (code, text) = try runWhileTheLockIsHeld(["verify", "01"])

    XCTAssertEqual(code, .busy)
    XCTAssertTrue(text.contains("another kit is running (pid \(getpid()))"), text)
    XCTAssertFalse(text.contains("exercise"), "no table: nothing was built")
  }

  /// Runs `kit` with `arguments` in a one-exercise kit while this process holds the lock.
  private func runWhileTheLockIsHeld(_ arguments: [String]) throws -> (ExitCode, String) {
    try ManifestFixtures.copyManifest(into: folder.url)
    let held = try KitLock.acquire(at: lockFile, waiting: .zero)
    defer { held.release() }
    let writer = BufferWriter()
    let kit = Kit(root: folder.url, writer: writer, lockWait: .milliseconds(200))
    return (kit.run(arguments), writer.text)
  }
}
