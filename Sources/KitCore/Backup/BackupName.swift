import Foundation

/// A backup's folder name: a number counting the exercise's backups, then the time it was
/// made (`0007-20261128-052000-123`). The number orders them as they happened; the time is
/// for people. Ordering by the time alone let a backup made while the clock ran ahead stay
/// "the newest" for good, and `kit restore` then brought back older work.
enum BackupName {
  /// The name for the backup made after `existing` at `date`.
  static func next(after existing: [String], at date: Date) -> String {
    let number = (existing.compactMap(sequence).max() ?? 0) + 1
    return String(format: "%04d", number) + "-" + Timestamp.string(date)
  }

  /// `names` in the order they were made, the last first; names an older kit gave (a time
  /// alone, `20261128-052000-123`) come after every numbered one, by their time.
  static func newestFirst(_ names: [String]) -> [String] {
    names.sorted { one, other in
      let (first, second) = (sequence(one) ?? 0, sequence(other) ?? 0)
      return first != second ? first > second : one > other
    }
  }

  /// The number a name starts with: the digits before its first `-`, when there are fewer
  /// than eight (an older kit's names start with an eight-digit date).
  private static func sequence(_ name: String) -> Int? {
    let head = name.prefix { $0 != "-" }
    guard head.count < 8, head.count < name.count else { return nil }
    return Int(head)
  }
}
