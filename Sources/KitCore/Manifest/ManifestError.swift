/// Why the manifest could not be used; each case names the file and what is wrong.
enum ManifestError: Error, Equatable, CustomStringConvertible {
  case missing(path: String)
  /// A piece of an exercise the index lists (`listedAt`: `exercises[3]`) is not there.
  case missingPiece(path: String, listedAt: String)
  case unreadable(path: String, reason: String)
  case invalid(path: String, reason: String)

  var description: String {
    switch self {
    case .missing(let path): "no manifest at \(path)"
    case .missingPiece(let path, let listed):
      "\(path) is missing, but \(ManifestLayout.index) lists its exercise (at \(listed))"
    case .unreadable(let path, let reason): "\(path) could not be read: \(reason)"
    case .invalid(let path, let reason): "\(path) is not a valid manifest: \(reason)"
    }
  }
}
