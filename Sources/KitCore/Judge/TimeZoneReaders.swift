import Foundation

/// Whether code can depend on the machine's time zone. A run of Swift that never reads
/// the zone gives the same result in every zone, so a bench trial runs in the zones far
/// from UTC (``Bench/timeZones``) only when its code or tests may read it: a third of the
/// runs for the exercises without dates. The kit's libraries, which every trial links,
/// are checked by a test to read no zone, so the files of the trial are the whole answer.
enum TimeZoneReaders {
  /// Foundation's names for the things that read the zone: formatters, calendars, zones,
  /// and `formatted()`, which formats in the current zone.
  static let names = [
    "DateFormatter", "Calendar", "TimeZone", "formatted(", "DateComponents",
    "localtime", "strftime", "mktime", "ISO8601DateFormatter", "description(with",
  ]

  /// Whether any Swift file of `files` names one of ``names``.
  static func mayRead(_ files: FileTree) -> Bool {
    files.contains { path, data in
      guard path.hasSuffix(".swift") else { return false }
      let text = String(decoding: data, as: UTF8.self)
      return names.contains { text.contains($0) }
    }
  }
}
