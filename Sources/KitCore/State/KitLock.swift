import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive hold on `.tddkit/lock`, so two `kit` runs never build in the same scratch
/// folder, write the state file or move a learner's files at the same time.
///
/// It uses `flock`: the kernel releases the lock when the holder exits, even by a crash,
/// so a stale lock file never blocks anyone; and it is held per open file, so two holders
/// in one process (as in the tests) exclude each other as two processes do.
final class KitLock {
  private var descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    release()
  }

  /// Takes the lock at `file`, trying again every `interval` until `wait` has passed.
  static func acquire(
    at file: URL, waiting wait: Duration, interval: Duration = .milliseconds(100)
  ) throws(LockError) -> KitLock {
    let folder = file.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      var code = errno
      // No `.tddkit` yet: why it could not be made (a read-only disk) is the news.
      if code == ENOENT, mkdir(folder.path, 0o755) != 0, errno != EEXIST { code = errno }
      throw .unavailable(path: file.path, errno: code)
    }
    let deadline = ContinuousClock.now + wait
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else {
        let holder = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        close(descriptor)
        throw .busy(holder: holder.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      let (seconds, attoseconds) = interval.components
      Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
    }
    let lock = KitLock(descriptor: descriptor)
    lock.writeHolder()
    return lock
  }

  /// Lets the next `kit` in; safe to call more than once.
  func release() {
    guard descriptor >= 0 else { return }
    flock(descriptor, LOCK_UN)
    close(descriptor)
    descriptor = -1
  }

  /// Leaves "pid 1234" in the file, so a waiting kit can say who holds the lock.
  private func writeHolder() {
    let text = Array("pid \(getpid())\n".utf8)
    ftruncate(descriptor, 0)
    _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
  }
}

/// Why the lock could not be taken.
enum LockError: Error, Equatable, CustomStringConvertible {
  /// Another kit held it for the whole wait.
  case busy(holder: String)
  case unavailable(path: String, errno: Int32)

  var description: String {
    switch self {
    case .busy(let holder):
      "another kit is running (\(holder.isEmpty ? "holder unknown" : holder)); "
        + "try again when it has finished"
    case .unavailable(let path, let code):
      "cannot open the lock file \(path): \(Self.advice(code))"
    }
  }

  /// Why the lock file could not be opened, and what to do about it.
  private static func advice(_ code: Int32) -> String {
    switch code {
    case EROFS:
      "the file system is read-only, and kit keeps its lock, state and backups in .tddkit; "
        + "work in a clone on a writable disk (or mount this one read-write), then run the "
        + "command again"
    case EACCES, EPERM:
      "kit may not write there; make .tddkit writable (chmod -R u+w .tddkit), then run the "
        + "command again"
    case ENOSPC:
      "the disk is full; make room, then run the command again"
    default:
      String(cString: strerror(code))
    }
  }
}
