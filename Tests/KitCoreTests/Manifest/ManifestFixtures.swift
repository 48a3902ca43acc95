import Foundation

@testable import KitCore

/// A one-exercise manifest shared by the manifest and verification tests.
enum ManifestFixtures {
  /// The miniature kit the end-to-end tests verify.
  static let miniKit = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "Fixtures/MiniKit")

  /// Its manifest: one exercise, one stage, two tests, one mutant.
  static var manifest: Manifest {
    get throws { try ManifestLoader.load(from: miniKit.appending(path: ManifestLayout.index)) }
  }

  /// Copies the miniature kit's manifest, every piece of it and nothing else, under `root`:
  /// a kit that lists its exercise, for commands that read no exercise's code.
  static func copyManifest(into root: URL) throws {
    for path in ManifestLayout.pieces(of: "01-answer") {
      let target = root.appending(path: path)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: miniKit.appending(path: path), to: target)
    }
  }

  /// Its one exercise, `01-answer`.
  static var exercise: Exercise? {
    try? manifest.exercises.first
  }
}

/// A fresh folder under the temporary directory; removed when the value is released.
///
/// Its name holds a space and letters outside ASCII, so every test that works in one (the
/// end-to-end suites' copies of the miniature kit among them) shows the kit working in a
/// folder named as learners name theirs (issue 32: "unicode paths").
final class TemporaryFolder {
  static let namePrefix = "kitcore Ünïcode "

  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appending(
      path: Self.namePrefix + UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  func write(_ text: String, to name: String) throws -> URL {
    let file = url.appending(path: name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }
}
