import Foundation

/// Why a copy of a learner's file stopped, naming both sides: "could not write the backup
/// copy of X" and "could not read X" call for different things, and a full disk must never
/// be blamed on the learner's own file.
struct CopyError: Error, CustomStringConvertible {
  let source: URL
  let destination: URL
  /// Whether reading `source` failed; otherwise writing `destination` did.
  let reading: Bool
  /// The system's error number (`ENOSPC`, `EACCES`, …), when there is one.
  let code: Int32?
  /// The error as Foundation gave it, when it was not a bare error number.
  let underlying: (any Error)?

  init(source: URL, destination: URL, reading: Bool, errno code: Int32) {
    self.source = source
    self.destination = destination
    self.reading = reading
    self.code = code
    self.underlying = nil
  }

  init(source: URL, destination: URL, reading: Bool, error: any Error) {
    self.source = source
    self.destination = destination
    self.reading = reading
    let nsError = error as NSError
    let posix =
      nsError.domain == NSPOSIXErrorDomain
      ? nsError.code : (nsError.userInfo[NSUnderlyingErrorKey] as? NSError)?.code
    self.code = posix.map { Int32($0) }
    self.underlying = error
  }

  /// What the system said: `No space left on device`.
  var reason: String {
    code.map { String(cString: strerror($0)) } ?? underlying.map { "\($0)" } ?? "failed"
  }

  var description: String {
    reading
      ? "could not read \(source.path): \(reason)"
      : "could not write \(destination.path), a copy of \(source.path): \(reason)"
  }
}
