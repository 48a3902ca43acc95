import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The keys typed on standard input while `kit watch` runs: one at a time, without Enter,
/// on a terminal; one per line from a pipe or a file (`printf 'h\nq\n' | kit watch`).
///
/// On a terminal it turns off line editing and echo for as long as it reads, and puts
/// them back when it is done, and also when the kit is interrupted (Ctrl-C) or told to
/// terminate, so the shell never comes back deaf or blind. It reads with `poll(2)`, on the
/// thread that watches the files: waiting for a key is the loop's pause, and no second
/// thread needs to share anything.
final class StandardInputKeys: WatchInput {
  private let fileDescriptor: Int32
  /// Whether keys come one at a time: the input is a terminal.
  let isTerminal: Bool
  /// The terminal's mode before reading began, until it is put back.
  private var originalMode: termios?
  /// Keys read but not yet asked for: several may arrive at once while a check runs.
  private var queued: [WatchKey] = []
  /// The start of a line not yet ended, from a pipe or a file.
  private var partialLine: [UInt8] = []
  private var atEnd = false

  /// Reads `fileDescriptor`; on a terminal, from now until ``restore()``, keys come one at
  /// a time. Only standard input's mode is put back by the signal handlers, which cannot
  /// know another descriptor.
  init(fileDescriptor: Int32 = STDIN_FILENO) {
    self.fileDescriptor = fileDescriptor
    var mode = termios()
    isTerminal = isatty(fileDescriptor) == 1 && tcgetattr(fileDescriptor, &mode) == 0
    guard isTerminal else { return }
    originalMode = mode
    mode.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &mode.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    if fileDescriptor == STDIN_FILENO {
      for number in [SIGINT, SIGTERM] { signal(number, restoreStandardInputAndDie) }
    }
    tcsetattr(fileDescriptor, TCSANOW, &mode)
  }

  deinit {
    restore()
  }

  /// Runs `body` with the keys of standard input, and gives the terminal its mode back
  /// however `body` ends.
  static func reading<T>(_ body: (StandardInputKeys) -> T) -> T {
    let keys = StandardInputKeys()
    defer { keys.restore() }
    return body(keys)
  }

  /// Puts the terminal's mode back and the default signal handling with it; does nothing
  /// the second time.
  func restore() {
    guard var mode = originalMode else { return }
    tcsetattr(fileDescriptor, TCSANOW, &mode)
    if fileDescriptor == STDIN_FILENO {
      for number in [SIGINT, SIGTERM] { signal(number, SIG_DFL) }
    }
    originalMode = nil
  }

  /// Flushes standard output first, so that a report piped to a file or to `tee` shows as
  /// soon as it is complete, not when a buffer fills. At the end of a pipe or a file there
  /// are no more keys: it only waits, and the watch goes on until Ctrl-C.
  func nextKey(within timeout: Duration) -> WatchKey? {
    fflush(nil)
    let deadline = ContinuousClock.now + timeout
    while queued.isEmpty, !atEnd, let left = Self.milliseconds(until: deadline) {
      var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, left)
      if ready > 0 {
        readAvailable()
      } else if ready < 0, errno != EINTR {
        endInput()
      }
    }
    if queued.isEmpty, atEnd, let left = Self.milliseconds(until: deadline) {
      Thread.sleep(forTimeInterval: Double(left) / 1000)
    }
    return queued.isEmpty ? nil : queued.removeFirst()
  }

  /// Reads what is there; `poll` said it would not block.
  private func readAvailable() {
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(fileDescriptor, &buffer, buffer.count)
    guard count > 0 else {
      if count == 0 || errno != EINTR { endInput() }
      return
    }
    let bytes = buffer.prefix(count)
    if isTerminal {
      queued += bytes.compactMap(WatchKeys.action(forKey:))
      return
    }
    partialLine += bytes
    while let newline = partialLine.firstIndex(of: UInt8(ascii: "\n")) {
      takeLine(partialLine[..<newline])
      partialLine.removeSubrange(...newline)
    }
  }

  /// A last line without a newline still counts.
  private func endInput() {
    atEnd = true
    if !partialLine.isEmpty { takeLine(partialLine[...]) }
    partialLine = []
  }

  private func takeLine(_ bytes: ArraySlice<UInt8>) {
    if let key = WatchKeys.action(forLine: String(decoding: bytes, as: UTF8.self)) {
      queued.append(key)
    }
  }

  /// The milliseconds left before `deadline`, rounded up so that a wait shorter than one
  /// is not a busy loop; `nil` once it has passed.
  private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32? {
    let (seconds, attoseconds) = ContinuousClock.now.duration(to: deadline).components
    guard seconds > 0 || attoseconds > 0 else { return nil }
    let perMillisecond: Int64 = 1_000_000_000_000_000
    return Int32(clamping: seconds * 1000 + (attoseconds + perMillisecond - 1) / perMillisecond)
  }
}

/// Turns line editing and echo back on for standard input, then lets the signal do what
/// it would have done. Only async-signal-safe calls, and no state: a signal handler may
/// run at any moment, so it restores the two flags the watch turned off rather than a
/// saved mode.
private func restoreStandardInputAndDie(_ number: Int32) {
  var mode = termios()
  if tcgetattr(STDIN_FILENO, &mode) == 0 {
    mode.c_lflag |= tcflag_t(ICANON | ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &mode)
  }
  signal(number, SIG_DFL)
  raise(number)
}
