import Foundation

@testable import KitCore

/// A one-exercise manifest shared by the manifest and verification tests.
enum ManifestFixtures {
  /// The miniature kit the end-to-end tests verify.
  static let miniKit = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "Fixtures/MiniKit")

  /// Its manifest's text: one exercise, one stage, two tests, one mutant.
  static var json: String {
    get throws {
      try String(contentsOf: miniKit.appending(path: "Exercises/exercises.json"), encoding: .utf8)
    }
  }

  static var manifest: Manifest {
    get throws { try JSONDecoder().decode(Manifest.self, from: Data(json.utf8)) }
  }

  /// Its one exercise, `01-answer`.
  static var exercise: Exercise? {
    try? manifest.exercises.first
  }
}

/// A fresh folder under the temporary directory; removed when the value is released.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appending(path: "kitcore-\(UUID().uuidString)")
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
