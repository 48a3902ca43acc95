import Foundation
import Synchronization

/// A command's standard output and error, read from a pipe as it prints into a
/// ``BoundedOutput``, so that what a run keeps is bounded while the command runs, not
/// only once it ends: a test printing without end fills no file and no memory.
///
/// A pipe, not a file: the command waits while the kit reads, so the kit can never fall
/// more than a read behind. Both ends are closed on exec, so that no command started
/// meanwhile by another thread of the kit holds this one's pipe open.
final class OutputPipe: Sendable {
  private let output: Mutex<BoundedOutput>
  private let stopping = Atomic<Bool>(false)
  private let ended = DispatchSemaphore(value: 0)
  private let reading: Int32
  /// The end the command writes to.
  let writing: FileHandle

  init(limits: BoundedOutput.Limits = BoundedOutput.Limits(), watching: [String]) throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "pipe failed"])
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    reading = ends[0]
    writing = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    output = Mutex(BoundedOutput(limits: limits, watching: watching))
  }

  /// Starts reading; call once the command has started, after which the kit's copy of the
  /// writing end is closed, so the pipe ends when the command and its children do.
  func startReading() {
    try? writing.close()
    Thread.detachNewThread { [self] in
      readUntilEnd()
      close(reading)
      ended.signal()
    }
  }

  /// Whether `word`, one of those watched, has shown.
  func hasSeen(_ word: String) -> Bool { output.withLock { $0.hasSeen(word) } }

  /// What was kept, once the pipe ended, or `grace` after this call if something the
  /// command left behind still holds it open.
  func finish(grace: Duration = .seconds(2)) -> String {
    let (seconds, attoseconds) = grace.components
    if ended.wait(timeout: .now() + Double(seconds) + Double(attoseconds) / 1e18) == .timedOut {
      stopping.store(true, ordering: .relaxed)
      ended.wait()
    }
    return output.withLock { $0.text }
  }

  private func readUntilEnd() {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while !stopping.load(ordering: .relaxed) {
      var watch = pollfd(fd: reading, events: Int16(POLLIN), revents: 0)
      let ready = poll(&watch, 1, 100)
      if ready == 0 || (ready < 0 && errno == EINTR) { continue }
      if ready < 0 { return }
      let count = buffer.withUnsafeMutableBytes { read(reading, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return }
      buffer.withUnsafeBytes { bytes in
        output.withLock { $0.append(UnsafeRawBufferPointer(rebasing: bytes[..<count])) }
      }
    }
  }
}
