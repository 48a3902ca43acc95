import Foundation

/// Whether code can depend on the machine's time zone. A run of Swift that never reads
/// the zone gives the same result in every zone, so a bench trial runs in the zones far
/// from UTC (``Bench/timeZones``) only when its code or tests may read it: a third of the
/// runs for the exercises without dates.
///
/// What decides is what the trial's modules *call*, read from their compiled objects
/// (``mayRead(objectsIn:)``): the symbols they need from Foundation and the C library,
/// demangled (`nm -u`, `swift demangle`). Words in the files decide nothing: a comment that says `TimeZone` costs no
/// zone, and `Date.FormatStyle().day().format(date)`, which names no formatter a word list
/// knew, runs in every zone (issue 32). The kit's libraries, which every trial links, are
/// checked by a test to read no zone (``mayRead(_:)`` on their sources), so the trial's own
/// modules are the whole answer.
enum TimeZoneReaders {
  /// What, in a demangled symbol, reads the zone: formatters and format styles, calendars,
  /// zones, `formatted()`, a date's description in a locale, the C library's local time,
  /// and the environment (a test may read `TZ` itself).
  static let symbolNames = [
    "FormatStyle", "TimeZone", "Calendar", "DateFormatter", "formatted", "DateComponents",
    "ISO8601", "description(with", "localtime", "strftime", "mktime", "tzset", "getenv",
    "ProcessInfo.environment",
  ]

  /// Foundation's names for the things that read the zone, as the kit's own libraries
  /// would write them.
  static let names = [
    "DateFormatter", "Calendar", "TimeZone", "formatted(", "FormatStyle", "DateComponents",
    "localtime", "strftime", "mktime", "ISO8601DateFormatter", "description(with",
  ]

  /// Whether any Swift file of `files` names one of ``names``: the guard on the kit's own
  /// libraries, which are not judged by their objects since every trial links the same.
  static func mayRead(_ files: FileTree) -> Bool {
    files.contains { path, data in
      guard path.hasSuffix(".swift") else { return false }
      let text = String(decoding: data, as: UTF8.self)
      return names.contains { text.contains($0) }
    }
  }

  /// Whether the object files (`*.o`) in `folders` need a symbol that reads the zone. When
  /// the symbols cannot be read (no `nm`, or `swift demangle` fails), every zone: a run too many
  /// costs time, a zone too few a wrong verdict.
  static func mayRead(objectsIn folders: [URL]) -> Bool {
    let objects = folders.flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".o") }.sorted().map { folder.appending(path: $0).path }
    }
    guard !objects.isEmpty,
      let listed = try? ProcessRunner.run(
        ["nm", "-u"] + objects, in: URL(filePath: objects[0]).deletingLastPathComponent(),
        timeout: .seconds(60)),
      listed.exitCode == 0, !listed.timedOut
    else { return true }
    let symbols = Set(
      listed.output.split(separator: "\n").compactMap { line -> String? in
        let words = line.split(separator: " ")
        guard words.count == 2, words[0] == "U" else { return nil }
        // Mach-O names start with an underscore: `_$s…`, `_localtime`.
        return String(words[1].hasPrefix("_$s") ? words[1].dropFirst() : words[1])
      })
    let swift = symbols.filter { $0.hasPrefix("$s") }.sorted()
    let plain = symbols.subtracting(swift)
    if plain.contains(where: { symbol in symbolNames.contains { symbol.contains($0) } }) {
      return true
    }
    guard !swift.isEmpty else { return false }
    guard
      let demangled = try? ProcessRunner.run(
        ["swift", "demangle", "--simplified"] + swift,
        in: URL(filePath: objects[0]).deletingLastPathComponent(), timeout: .seconds(60)),
      demangled.exitCode == 0, !demangled.timedOut
    else { return true }
    return symbolNames.contains { demangled.output.contains($0) }
  }
}
