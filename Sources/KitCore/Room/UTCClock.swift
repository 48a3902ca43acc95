/// `2026-11-22 04:15:16` for a time in seconds since 1970, in UTC, by arithmetic: the page
/// labels tens of thousands of lights, and a `DateFormatter` for each took a third of the
/// time the whole page took. Gives what ``Timestamp/clock(_:)`` gives.
enum UTCClock {
  static func string(_ seconds: Int) -> String {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let inDay = seconds - days * 86_400
    let (year, month, day) = civil(days)
    return
      "\(year)-\(two(month))-\(two(day)) \(two(inDay / 3600)):\(two(inDay % 3600 / 60)):\(two(inDay % 60))"
  }

  /// Year, month and day of a count of days since 1970-01-01 (the proleptic Gregorian
  /// calendar, as Howard Hinnant's `civil_from_days` computes it).
  private static func civil(_ days: Int) -> (Int, Int, Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func two(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
