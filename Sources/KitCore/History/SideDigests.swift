import Foundation

/// Fingerprints of an exercise's two sides: its tests (`Tests/`) and its code
/// (`Sources/`). Two checks with the same fingerprint of a side saw that side unchanged.
struct SideDigests: Codable, Equatable, Sendable {
  var tests: String
  var code: String

  init(tests: String, code: String) {
    self.tests = tests
    self.code = code
  }

  /// The fingerprints of the exercise package in `folder`.
  init(exerciseAt folder: URL) {
    self.init(
      tests: Self.digest(of: folder.appending(path: "Tests")),
      code: Self.digest(of: folder.appending(path: "Sources")))
  }

  private static func digest(of tree: URL) -> String {
    var digest = ContentDigest()
    digest.add(tree: tree)
    return digest.hex
  }
}

/// What the learner changed between two checks, as TDD episodes are read from a history:
/// a test first (tests), then the code that makes it pass (code).
enum ChangedSide: String, Codable, Sendable {
  case tests
  case code
  case both
  /// Checked again without a change: the same light, or a flaky one.
  case neither
  /// The first check the kit saw of this exercise: nothing to compare with.
  case first

  init(from before: SideDigests?, to after: SideDigests) {
    guard let before else {
      self = .first
      return
    }
    switch (before.tests != after.tests, before.code != after.code) {
    case (true, true): self = .both
    case (true, false): self = .tests
    case (false, true): self = .code
    case (false, false): self = .neither
    }
  }

  /// Whether the code changed, alone or with the tests.
  var touchesCode: Bool { self == .code || self == .both }
}
