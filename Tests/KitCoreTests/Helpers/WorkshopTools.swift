import Foundation
import Testing

@testable import KitCore

/// What the room's end-to-end tests run besides the kit's code: the built `kit` program,
/// a headless browser, and `git daemon`.
enum WorkshopTools {
  /// The package's root folder, where CI keeps its artifacts under `.build/`.
  static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `kit` program built beside the test bundle (`swift build --product kit`).
  static func kitProgram(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
    let folder = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      folder.appending(path: "kit"), packageRoot.appending(path: ".build/debug/kit"),
    ]
    let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(
      found, "the kit program is not built: swift build --product kit",
      sourceLocation: sourceLocation)
  }

  /// Debian's `chromium-headless-shell`, or `TDDKIT_BROWSER`.
  static func browser(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let named = ProcessInfo.processInfo.environment["TDDKIT_BROWSER"]
    let candidates = [named, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].compactMap {
      $0
    }
    let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    return try #require(
      found,
      "no headless browser: apt-get install chromium-headless-shell (.ci/run does), or set TDDKIT_BROWSER",
      sourceLocation: sourceLocation)
  }

  /// The page's DOM after its scripts ran, as the browser serialises it.
  static func dom(of url: URL) throws -> String {
    try browse(["--dump-dom", url.absoluteString]).text
  }

  /// A screenshot of the page, `width` × `height` pixels.
  static func screenshot(of url: URL, to file: URL, width: Int = 1400, height: Int = 900) throws {
    try? FileManager.default.removeItem(at: file)
    _ = try browse([
      "--screenshot=\(file.path)", "--window-size=\(width),\(height)", "--hide-scrollbars",
      url.absoluteString,
    ])
  }

  private static func browse(_ arguments: [String]) throws -> CapturedProcess.Result {
    let home = FileManager.default.temporaryDirectory.appending(path: "tddkit-browser-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    return try CapturedProcess.run(
      [
        try browser(), "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--user-data-dir=\(home.path)",
      ]
        + arguments, in: FileManager.default.temporaryDirectory, timeout: .seconds(120))
  }

  /// `git daemon` serving `folder` on 127.0.0.1 with pushes allowed; stopped by `stop()`.
  final class Daemon {
    let port: Int
    private let running: Process

    init(serving folder: URL) throws {
      var lastError: (any Error)?
      for _ in 0..<5 {
        let port = Int.random(in: 20_000...40_000)
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = [
          "git", "daemon", "--reuseaddr", "--export-all", "--enable=receive-pack",
          "--listen=127.0.0.1", "--port=\(port)", "--base-path=\(folder.path)", folder.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        if Self.answers(port) {
          self.port = port
          running = process
          return
        }
        ProcessTree.stop(process.processIdentifier)
        process.waitUntilExit()
        lastError = CocoaError(.featureUnsupported)
      }
      throw lastError ?? CocoaError(.featureUnsupported)
    }

    func url(_ repository: String) -> String { "git://127.0.0.1:\(port)/\(repository)" }

    /// Stops the daemon and its children. Not `terminate()`: a process started from a
    /// test's thread inherits its blocked signals, and SIGTERM never arrives.
    func stop() {
      ProcessTree.stop(running.processIdentifier)
      running.waitUntilExit()
    }

    /// Whether the daemon answers within ten seconds.
    private static func answers(_ port: Int) -> Bool {
      for _ in 0..<50 {
        let result = try? CapturedProcess.run(
          ["git", "ls-remote", "git://127.0.0.1:\(port)/nothing-here"],
          in: FileManager.default.temporaryDirectory, timeout: .seconds(5))
        if let result, !result.errors.contains("Connection refused"), !result.timedOut {
          return true
        }
        Thread.sleep(forTimeInterval: 0.2)
      }
      return false
    }
  }
}
