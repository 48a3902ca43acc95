import Foundation

/// How the tests' output is made to come line by line, so that a run stopped by its
/// timeout keeps every `Test Case … started` line and shows which test hung.
///
/// On Linux, XCTest prints to standard output, which is buffered in blocks when it goes
/// to a file: `stdbuf -oL` (coreutils) turns that into lines, wherever it is installed.
/// On macOS nothing is needed, and nothing would work: Apple's XCTest, like Swift Testing
/// on every platform, prints to standard error, which is never buffered; and a `stdbuf`
/// there would rely on `DYLD_INSERT_LIBRARIES`, which the system strips from `/usr/bin/env`.
/// Without `stdbuf` on Linux, a timeout still stops everything, and the tests show
/// `… no result` instead of naming the one that hung.
enum LineBuffering {
  enum Platform: Sendable {
    case linux
    case darwin
  }

  /// The platform the kit runs on.
  static var current: Platform {
    #if canImport(Darwin)
      .darwin
    #else
      .linux
    #endif
  }

  /// The words to put before a command: `stdbuf -oL -eL`, from the first folder of `path`
  /// (a `PATH`) that has it, on Linux; nothing on macOS or where there is none.
  static func prefix(platform: Platform, path: String?) -> [String] {
    guard platform == .linux else { return [] }
    for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
      let tool = URL(filePath: String(folder)).appending(path: "stdbuf").path
      if FileManager.default.isExecutableFile(atPath: tool) { return [tool, "-oL", "-eL"] }
    }
    return []
  }
}
