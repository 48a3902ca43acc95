import Foundation

/// Foundation's file errors in a sentence: which file, what went wrong, what to do.
/// `Error Domain=NSCocoaErrorDomain Code=640 …` tells a learner nothing.
enum ReadableError {
  static func sentence(_ error: any Error) -> String {
    if let replace = error as? ReplaceError {
      switch replace {
      case .notSaved(let inner), .halfway(let inner, _): return sentence(inner)
      }
    }
    if let starter = error as? StarterError { return starter.description }
    let nsError = error as NSError
    guard nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain else {
      return "\(error)"
    }
    let path =
      nsError.userInfo[NSFilePathErrorKey] as? String
      ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
    let file = path.map { " \($0)" } ?? ""
    let posix = (nsError.userInfo[NSUnderlyingErrorKey] as? NSError)?.code ?? 0
    switch (nsError.code, posix) {
    case (CocoaError.fileWriteOutOfSpace.rawValue, _), (_, Int(ENOSPC)):
      return
        "the disk is full, so kit could not write\(file); make room, then run the command again"
    case (CocoaError.fileWriteVolumeReadOnly.rawValue, _), (_, Int(EROFS)),
      (CocoaError.fileWriteNoPermission.rawValue, _), (CocoaError.fileReadNoPermission.rawValue, _),
      (_, Int(EACCES)), (_, Int(EPERM)):
      return
        "kit may not write\(file.isEmpty ? " there" : file); make it writable "
        + "(chmod -R u+w .tddkit, or the exercise's folder), then run the command again"
    case (CocoaError.fileNoSuchFile.rawValue, _), (CocoaError.fileReadNoSuchFile.rawValue, _),
      (_, Int(ENOENT)):
      return "\(file.isEmpty ? "a file" : String(file.dropFirst())) does not exist"
    default:
      return "\(nsError.localizedDescription)\(file.isEmpty ? "" : " (\(file.dropFirst()))")"
    }
  }
}
