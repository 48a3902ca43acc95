import Foundation

/// The file `kit room --html FILE` may write: a new or empty file, or a page an earlier
/// `kit room --html` wrote. Anything else (a tracked README, a typo for another file) is
/// refused unless the instructor says `--force`: the page is written atomically, so a
/// file written over by mistake could not be got back.
enum RoomPageFile {
  /// The line every room page carries in its head (``RoomPage``), by which one is known.
  static let mark = "<meta name=\"generator\" content=\"TDDKit kit room\">"

  /// Whether `file` may be replaced by a room page without `--force`.
  static func isReplaceable(_ file: URL) -> Bool {
    var folder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file.path, isDirectory: &folder) else {
      return true
    }
    guard !folder.boolValue, let handle = try? FileHandle(forReadingFrom: file) else {
      return false
    }
    defer { try? handle.close() }
    do {
      // `nil` at the end of the file: an empty one.
      let start = try handle.read(upToCount: 4096) ?? Data()
      return start.isEmpty || String(decoding: start, as: UTF8.self).contains(mark)
    } catch {
      return false
    }
  }

  /// Why `file` is refused.
  static func refusal(_ file: URL) -> String {
    "\(file.path) is not a page kit room wrote: kit room --html writes only over its own "
      + "pages. Choose another file, or add --force to write over this one.\n"
  }
}
