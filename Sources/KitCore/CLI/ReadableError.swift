import Foundation

/// Foundation's file errors in a sentence: which file, what went wrong, what to do.
/// `Error Domain=NSCocoaErrorDomain Code=640 …` tells a learner nothing.
enum ReadableError {
  /// The sentence for `error`; with `root`, paths inside the kit are shown from there.
  static func sentence(_ error: any Error, root: URL? = nil) -> String {
    let text = sentence(error)
    guard let root else { return text }
    return text.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "")
  }

  private static func sentence(_ error: any Error) -> String {
    if let replace = error as? ReplaceError {
      switch replace {
      case .notSaved(let inner), .notApplied(let inner, _), .halfway(let inner, _):
        return sentence(inner)
      }
    }
    if let starter = error as? StarterError { return starter.description }
    if let copy = error as? CopyError { return sentence(copy) }
    let nsError = error as NSError
    guard nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain else {
      return "\(error)"
    }
    let path =
      nsError.userInfo[NSFilePathErrorKey] as? String
      ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
    let file = path.map { " \($0)" } ?? ""
    let posix =
      nsError.domain == NSPOSIXErrorDomain
      ? nsError.code : (nsError.userInfo[NSUnderlyingErrorKey] as? NSError)?.code ?? 0
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

  /// A copy that failed, naming the side that failed: the copy being written (a backup,
  /// a starter on its way into place) is never taken for the learner's own file.
  private static func sentence(_ copy: CopyError) -> String {
    let source = copy.source.path
    let destination = copy.destination.path
    guard !copy.reading else {
      switch copy.code {
      case EACCES?, EPERM?:
        return "kit may not read \(source); make it readable (chmod -R u+r), then run the "
          + "command again"
      default:
        return "kit could not read \(source): \(copy.reason)"
      }
    }
    switch copy.code {
    case ENOSPC?, EDQUOT?:
      return "the disk is full, so kit could not write its copy of \(source) (to \(destination)); "
        + "make room, then run the command again"
    case EROFS?, EACCES?, EPERM?:
      return "kit may not write \(destination) (its copy of \(source)); make it writable "
        + "(chmod -R u+w .tddkit, or the exercise's folder), then run the command again"
    default:
      return "kit could not write its copy of \(source) (to \(destination)): \(copy.reason)"
    }
  }
}
