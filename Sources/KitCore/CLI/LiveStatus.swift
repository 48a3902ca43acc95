import Foundation
import Synchronization

/// One line that says what a long command is doing, rewritten in place on a terminal:
/// `kit verify` building and running for minutes would otherwise say nothing until an
/// exercise's row is done. On a pipe or in a file it writes nothing, so the output stays
/// line-based and the same from one run to the next.
///
/// Workers report from their own threads (``update(_:_:)``); the line shows every worker's
/// latest word and the time so far. Rows written meanwhile clear it first (``clear()``).
final class LiveStatus: Sendable {
  private let width: Int?
  private let started = Date()
  private let sink: @Sendable (String) -> Void
  private let phases = Mutex<[String: String]>([:])

  /// `width`: the terminal's columns, `nil` when the output is not a terminal (nothing is
  /// shown). `sink` gets the escape codes and text; standard error by default.
  init(width: Int?, sink: @escaping @Sendable (String) -> Void = LiveStatus.standardError) {
    self.width = width
    self.sink = sink
  }

  /// What `key` (a worker) is doing now: `text`, or nothing once it is `nil`.
  func update(_ key: String, _ text: String?) {
    guard let width else { return }
    let line = phases.withLock { phases in
      phases[key] = text
      return phases.keys.sorted().compactMap { phases[$0] }.joined(separator: " · ")
    }
    let shown = String(format: "%@ (%.0f s)", line, Date().timeIntervalSince(started))
    sink("\r\u{1B}[K" + String(shown.prefix(max(width - 1, 10))))
  }

  /// Clears the line, so that a row can be written where it was.
  func clear() {
    guard width != nil else { return }
    sink("\r\u{1B}[K")
  }

  static func standardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
