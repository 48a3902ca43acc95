import Foundation

/// What a run keeps of a command's output. All of it while it is small; beyond its limits,
/// the first and the last megabyte, the lines in between that the kit reads (a test's start
/// and end, an assertion's failure, a crash, the build's end: ``keptWords``), each cut to a
/// few kilobytes and at most a few megabytes of them, and one line that says how much was
/// dropped. A test that prints without end then costs the kit a few megabytes whatever it
/// prints, and every parser reads at most that: linear in what was kept.
///
/// It works in bytes, a read at a time: each read is searched once for every word, not
/// each line for each word, so keeping up with a test printing hundreds of
/// megabytes costs about what the pipe costs.
struct BoundedOutput: Sendable {
  struct Limits: Sendable {
    /// The first bytes, kept whole (a build's log, the first tests).
    var head = 1 << 20
    /// The last bytes, kept whole (the end of the run, what `outputTail` shows).
    var tail = 1 << 20
    /// The lines with a kept word from between the two.
    var middle = 8 << 20
    /// The longest kept middle line; and a line without end is cut at the tail's size.
    var line = 4096
  }

  /// The words that make a line between the head and the tail worth keeping: everything
  /// XCTest's and Swift Testing's console parsers, the compile errors, the stamps and the
  /// phase markers look for (`Test Case '…'`, `◇ Test …`, `… : Test skipped`, `error:`,
  /// `Fatal error:`, `exited with unexpected signal code`, `[3/4] Testing …`).
  static let keptWords = [
    "Test ", "error", "Fatal", "signal", "Precondition", "Build complete", "] Testing ",
    "Executed ",
    BenchStamps.marker,
  ].map { Array($0.utf8) }

  let limits: Limits
  /// The words whose first showing is recorded, wherever they show (``hasSeen(_:)``).
  private let watched: [[UInt8]]
  private var seen: Set<Int> = []

  private var head: [UInt8] = []
  private var headOpen = true
  private var middle: [UInt8] = []
  /// The tail's bytes from `tailStart`, and its lines (length, kept) from `linesStart`: what
  /// leaves the tail goes to the middle or is dropped.
  private var tail: [UInt8] = []
  private var tailStart = 0
  private var lines: [(length: Int, kept: Bool)] = []
  private var linesStart = 0
  /// The line begun and not yet ended.
  private var pending: [UInt8] = []
  private(set) var droppedBytes = 0
  private var droppedLines = 0

  init(limits: Limits = Limits(), watching: [String] = []) {
    self.limits = limits
    self.watched = watching.map { Array($0.utf8) }
  }

  /// Whether `word`, one of the words watched, has shown in the output so far.
  func hasSeen(_ word: String) -> Bool {
    guard let index = watched.firstIndex(of: Array(word.utf8)) else { return false }
    return seen.contains(index)
  }

  /// Adds what one read gave.
  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { append($0) }
  }

  /// Adds what one read gave.
  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    guard let first = memchr(base, 10, bytes.count) else {
      pending.append(contentsOf: bytes)
      if pending.count >= limits.tail { endPending() }
      return
    }
    // The line that `pending` began ends in this read: searched on its own.
    let firstEnd = base.distance(to: UnsafeRawPointer(first)) + 1
    pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[..<firstEnd]))
    endPending()
    // The whole lines after it: searched once for every word.
    var lastEnd = bytes.count
    while lastEnd > firstEnd && bytes[lastEnd - 1] != 10 { lastEnd -= 1 }
    if lastEnd > firstEnd {
      addLines(UnsafeRawBufferPointer(rebasing: bytes[firstEnd..<lastEnd]))
    }
    pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[lastEnd...]))
    if pending.count >= limits.tail { endPending() }
  }

  /// What was kept, in order, with a line where bytes were dropped.
  var text: String {
    var all = head
    if droppedBytes > 0 {
      all += Array(
        ("kit: dropped \(droppedBytes) bytes (\(droppedLines) lines) of output here, keeping "
          + "the first and last megabyte and the lines the kit reads\n").utf8)
    }
    all += middle
    all += tail[tailStart...]
    all += pending
    return String(decoding: all, as: UTF8.self)
  }

  private mutating func endPending() {
    let line = pending
    pending = []
    line.withUnsafeBytes { addLines($0) }
  }

  /// Adds `bytes`, whole lines (the last may lack its end when a line was too long).
  private mutating func addLines(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    for index in watched.indices where !seen.contains(index) {
      if !hits(of: watched[index], in: bytes, limit: 1).isEmpty { seen.insert(index) }
    }
    if headOpen && head.count + bytes.count <= limits.head {
      head.append(contentsOf: bytes)
      return
    }
    let keptAt = Self.keptWords.flatMap { hits(of: $0, in: bytes, limit: .max) }.sorted()
    var nextHit = 0
    var start = 0
    while start < bytes.count {
      let end =
        memchr(base + start, 10, bytes.count - start).map {
          base.distance(to: UnsafeRawPointer($0)) + 1
        } ?? bytes.count
      while nextHit < keptAt.count && keptAt[nextHit] < start { nextHit += 1 }
      let kept = nextHit < keptAt.count && keptAt[nextHit] < end
      addLine(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), kept: kept)
      start = end
    }
  }

  private mutating func addLine(_ line: UnsafeRawBufferPointer, kept: Bool) {
    if headOpen {
      if head.count + line.count <= limits.head {
        head.append(contentsOf: line)
        return
      }
      headOpen = false
    }
    tail.append(contentsOf: line)
    lines.append((line.count, kept))
    while tail.count - tailStart > limits.tail && linesStart < lines.count - 1 {
      evictOldestLine()
    }
    if tailStart > limits.tail {
      tail.removeFirst(tailStart)
      tailStart = 0
    }
    if linesStart > 4096 && linesStart * 2 > lines.count {
      lines.removeFirst(linesStart)
      linesStart = 0
    }
  }

  /// Moves the tail's oldest line to the middle, when it has a kept word and there is
  /// room, cut to the line limit; or drops it.
  private mutating func evictOldestLine() {
    let (length, kept) = lines[linesStart]
    linesStart += 1
    let line = tail[tailStart..<(tailStart + length)]
    tailStart += length
    let keep = min(length, limits.line)
    guard kept, middle.count + keep <= limits.middle else {
      droppedBytes += length
      droppedLines += 1
      return
    }
    middle += line.prefix(keep)
    if keep < length {
      middle[middle.count - 1] = 10
      droppedBytes += length - keep
    }
  }

  /// Where `word` starts in `bytes`, at most `limit` times: `memchr` for its first byte,
  /// `memcmp` for the rest (Glibc's `memmem` is not visible from Swift).
  private func hits(of word: [UInt8], in bytes: UnsafeRawBufferPointer, limit: Int) -> [Int] {
    guard let base = bytes.baseAddress, let first = word.first else { return [] }
    var found: [Int] = []
    var from = 0
    word.withUnsafeBytes { needle in
      while found.count < limit, bytes.count - from >= word.count,
        let hit = memchr(base + from, Int32(first), bytes.count - from - word.count + 1)
      {
        let at = base.distance(to: UnsafeRawPointer(hit))
        if memcmp(hit, needle.baseAddress!, word.count) == 0 { found.append(at) }
        from = at + 1
      }
    }
    return found
  }
}
