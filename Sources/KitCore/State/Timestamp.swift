import Foundation

/// File-name-safe UTC timestamps (`20261122-041516-975`) that sort in time order, for
/// backups and files moved aside; UTC times for people (`2026-11-22 04:15 UTC`); and the
/// learner's own clock for `kit history`.
enum Timestamp {
  static func string(_ date: Date) -> String {
    utc(date, format: "yyyyMMdd-HHmmss-SSS")
  }

  /// `2026-11-22 04:15 UTC`: the same on every learner's machine, wherever it is.
  static func readable(_ date: Date) -> String {
    utc(date, format: "yyyy-MM-dd HH:mm 'UTC'")
  }

  /// `2026-11-22 04:15:16` in `zone`: to the second, for a history of checks a few
  /// seconds apart.
  static func clock(_ date: Date, in zone: TimeZone) -> String {
    format(date, "yyyy-MM-dd HH:mm:ss", in: zone)
  }

  /// `UTC+13:00`: how far `zone` is from UTC at `date`.
  static func offset(of zone: TimeZone, at date: Date) -> String {
    let seconds = zone.secondsFromGMT(for: date)
    let minutes = abs(seconds) / 60
    return "UTC" + (seconds < 0 ? "-" : "+")
      + String(format: "%02d:%02d", minutes / 60, minutes % 60)
  }

  private static func utc(_ date: Date, format: String) -> String {
    self.format(date, format, in: TimeZone(identifier: "UTC") ?? .current)
  }

  private static func format(_ date: Date, _ format: String, in zone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat = format
    return formatter.string(from: date)
  }
}
