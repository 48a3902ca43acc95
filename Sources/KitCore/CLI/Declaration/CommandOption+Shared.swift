import Foundation

extension CommandOption where Value == Int {
  /// `--timeout SECONDS`, which several commands take, each with its own default.
  static func timeout(default value: Int, help: String) -> Self {
    .number(
      "--timeout", "SECONDS", default: value,
      takes: "a whole number of seconds, e.g. --timeout 120", help: help)
  }

  /// `--jobs N`: how many exercises `verify` builds at once.
  static func jobs(help: String) -> Self {
    .number(
      "--jobs", "N", default: defaultJobs, shown: "one per core, at most \(mostJobs)",
      takes: "a whole number of exercises to build at once, e.g. --jobs 2", help: help)
  }

  /// One worker per core, up to four. Each worker builds the kit's libraries once in a
  /// scratch folder of its own, so more workers than cores would only wait for each other.
  static var defaultJobs: Int {
    min(max(ProcessInfo.processInfo.activeProcessorCount, 1), mostJobs)
  }

  private static var mostJobs: Int { 4 }
}
