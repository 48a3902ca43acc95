import Foundation

/// Keeps the Swift driver from skipping a file whose bytes changed.
///
/// On Linux, Swift 6.3.1's driver records each source's modification time in whole seconds
/// and skips a file whose time equals the one recorded (`FirstWaveComputer`'s "May skip
/// current input"). A file rewritten in the same second as its previous version, with a
/// build between, keeps the old object file: the build is stale, and nothing says so.
/// Measured with the kit's old trials, that happened to one build in seven, and turned a
/// weak test "proven" in 5 of 26 judgings.
///
/// The guard gives such a file a modification time in the next whole second, so the
/// driver sees a time it has not recorded. Only the time moves, never the bytes.
enum WholeSecondGuard {
  /// Writes `data` to `url` atomically; when the file it replaces was last modified in
  /// the same whole second as now, moves the new file's time one second on.
  static func write(_ data: Data, to url: URL) throws {
    let before = modificationTime(of: url)
    try data.write(to: url, options: .atomic)
    if let before { try separate(url, from: before) }
  }

  /// Moves `url`'s modification time to the second after `earlier`'s when both fall in
  /// the same whole second.
  static func separate(_ url: URL, from earlier: Date) throws {
    guard let now = modificationTime(of: url),
      floor(now.timeIntervalSince1970) <= floor(earlier.timeIntervalSince1970)
    else { return }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: floor(earlier.timeIntervalSince1970) + 1)],
      ofItemAtPath: url.path)
  }

  static func modificationTime(of url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }
}
