import Foundation

/// The reasons a file-backed store could not load or save.
public enum ItemStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but is not a JSON list of items; it was left as it was.
  case corruptedFile(path: String, reason: String)
  /// The file could not be read or written at all.
  case unreadableFile(path: String, reason: String)
  case unwritableFile(path: String, reason: String)

  public var description: String {
    switch self {
    case .corruptedFile(let path, let reason):
      "\(path) is not a valid item list (\(reason)); it was left untouched"
    case .unreadableFile(let path, let reason):
      "\(path) could not be read: \(reason)"
    case .unwritableFile(let path, let reason):
      "\(path) could not be written: \(reason)"
    }
  }
}
