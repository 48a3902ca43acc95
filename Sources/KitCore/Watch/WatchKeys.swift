import Foundation

/// What a key typed during `kit watch` asks for.
enum WatchKey: Equatable, Sendable {
  /// Check again now, without waiting for a save: after a change the watch cannot see,
  /// or just to see the report again.
  case checkNow
  /// Show the hint of the next test to make green.
  case showHint
  /// Move on to the next exercise, as `kit next` does, and watch that one.
  case moveOn
  /// Stop watching.
  case quit
}

/// The keys `kit watch` answers, in one place for the loop, its help and its tests.
enum WatchKeys {
  /// The line the watch prints under each report.
  static let legend = "r or Enter: check now · h: hint · n: next exercise · q: quit"

  /// The action of one key typed on a terminal; `nil` for any other key, so that a stray
  /// key, or the bytes of an arrow key, does nothing.
  static func action(forKey byte: UInt8) -> WatchKey? {
    switch Unicode.Scalar(byte) {
    case "r", "R", "\n", "\r": .checkNow
    case "h", "H": .showHint
    case "n", "N": .moveOn
    case "q", "Q": .quit
    default: nil
    }
  }

  /// The action of one line read from a pipe or a file: the same letters, and an empty
  /// line for Enter.
  static func action(forLine line: String) -> WatchKey? {
    let word = line.trimmingCharacters(in: .whitespacesAndNewlines)
    if word.isEmpty { return .checkNow }
    guard word.utf8.count == 1, let byte = word.utf8.first else { return nil }
    return action(forKey: byte)
  }
}
