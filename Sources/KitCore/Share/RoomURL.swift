import Foundation

/// A room's git URL as the kit keeps and shows it.
///
/// A local path is made absolute against the folder the command ran in, because the kit's
/// git commands run elsewhere and a learner may share from an exercise's folder; a URL with
/// a password or token in it is shown with `***` in its place, so that no report, error or
/// page repeats a secret.
enum RoomURL {
  /// `text` with a relative local path made absolute from `folder`; URLs (`scheme://…`)
  /// and scp-like `host:path` addresses stay as they are.
  static func normalized(_ text: String, from folder: URL) -> String {
    if text.contains("://") || text.hasPrefix("/") { return text }
    if let colon = text.firstIndex(of: ":"), !text[..<colon].contains("/") { return text }
    return folder.appending(path: text).standardizedFileURL.path
  }

  /// `text` with any password (`user:secret@`) or token (`secret@` over https) hidden.
  static func shown(_ text: String) -> String {
    guard let scheme = text.range(of: "://"),
      let at = text[scheme.upperBound...].firstIndex(of: "@")
    else { return text }
    let credentials = text[scheme.upperBound..<at]
    guard !credentials.contains("/") else { return text }
    let parts = credentials.split(separator: ":", maxSplits: 1)
    let hidden: String
    if parts.count == 2 {
      hidden = "\(parts[0]):***"
    } else {
      // Over https a lone word before @ is usually a token; over ssh it is the user.
      hidden = text.hasPrefix("http") ? "***" : String(credentials)
    }
    return text[..<scheme.upperBound] + hidden + text[at...]
  }

  /// A name for a room's cache folder: the same URL always maps to the same folder.
  static func cacheName(_ text: String) -> String {
    var digest = ContentDigest()
    digest.add(text)
    return String(digest.hex.prefix(16))
  }
}
