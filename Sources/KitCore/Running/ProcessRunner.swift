import Foundation

/// The result of running a command to the end, or until its time ran out.
public struct ProcessResult: Sendable {
  public var exitCode: Int32
  public var output: String
  public var timedOut: Bool
}

/// Runs a command with its output (stdout and stderr together) captured in a file, so a
/// chatty build cannot fill a pipe and block, and stops it, with every process it started,
/// after a timeout.
public enum ProcessRunner {
  public static func run(
    _ arguments: [String], in directory: URL, timeout: Duration,
    environment: [String: String]? = nil
  ) throws -> ProcessResult {
    let logURL = FileManager.default.temporaryDirectory
      .appending(path: "tddkit-\(UUID().uuidString).log")
    guard FileManager.default.createFile(atPath: logURL.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: logURL.path])
    }
    defer { try? FileManager.default.removeItem(at: logURL) }
    let log = try FileHandle(forWritingTo: logURL)
    defer { try? log.close() }

    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = log
    process.standardError = log
    process.standardInput = FileHandle.nullDevice
    if let environment { process.environment = environment }
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()

    let seconds = Double(timeout.components.seconds)
    var timedOut = false
    if finished.wait(timeout: .now() + seconds) == .timedOut {
      timedOut = true
      // Not `terminate()`: that stops `swift` and leaves a hung test process running.
      ProcessTree.stop(process.processIdentifier)
      finished.wait()
    }
    let data = (try? Data(contentsOf: logURL)) ?? Data()
    return ProcessResult(
      exitCode: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
      timedOut: timedOut)
  }
}
