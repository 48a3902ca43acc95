import Foundation

/// What `kit doctor` asks the machine: commands it runs and the free disk. A seam, so that
/// its tests can play a machine without Swift, with a full disk, or with the room down.
struct DoctorProbe: Sendable {
  /// Runs a command in a folder with a time limit; `nil` when it could not start.
  var run: @Sendable ([String], URL, Duration) -> CapturedProcess.Result?
  /// The bytes free on the volume of a folder.
  var freeBytes: @Sendable (URL) -> Int64?

  static let machine = DoctorProbe(
    run: { arguments, folder, timeout in
      // git must never wait for a password on a terminal: a room that wants one is "not
      // reachable" here, which is what a check in the background would find too.
      var environment = ProcessInfo.processInfo.environment
      environment["GIT_TERMINAL_PROMPT"] = "0"
      return try? CapturedProcess.run(
        arguments, in: folder, environment: environment, timeout: timeout)
    },
    freeBytes: { folder in
      let values = try? folder.resourceValues(forKeys: [.volumeAvailableCapacityKey])
      return values?.volumeAvailableCapacity.map(Int64.init)
    })
}

/// One line of `kit doctor`: what was checked, and either what was found or what to do.
struct DoctorFinding: Equatable, Sendable {
  enum Mark: String, Sendable {
    case ok = "ok"
    case problem = "✗ "
    case skipped = "– "
  }

  var mark: Mark
  var subject: String
  var detail: String

  static func ok(_ subject: String, _ detail: String) -> Self {
    Self(mark: .ok, subject: subject, detail: detail)
  }
  static func problem(_ subject: String, _ detail: String) -> Self {
    Self(mark: .problem, subject: subject, detail: detail)
  }
  static func skipped(_ subject: String, _ detail: String) -> Self {
    Self(mark: .skipped, subject: subject, detail: detail)
  }

  var line: String {
    "  \(mark.rawValue)  \(subject.padding(toLength: 10, withPad: " ", startingAt: 0)) \(detail)\n"
  }
}
