import Foundation

/// The clean verdicts of `kit verify`, each with a digest of everything it depended on
/// (``VerifyInputs``), in `.build/tddkit/verify-cache.json`.
///
/// An exercise whose inputs have not changed since it last verified clean is not built
/// again: the same files and the same toolchain give the same verdict, as a build
/// system's cached test results do. Only clean verdicts are kept, so a problem is always
/// shown from a fresh run; `kit verify --fresh` ignores the cache, and a clean clone (CI)
/// has none. The file lives under `.build`, so deleting the build deletes it too.
struct VerifyCache: Versioned, Equatable {
  static let currentVersion = 1

  struct Entry: Codable, Equatable {
    /// ``VerifyInputs/key(for:)`` when the exercise was verified.
    var inputs: String
    var verifiedAt: Date
    var report: ExerciseReport
  }

  /// The root package's passing `swift test`, with ``VerifyInputs/rootKey``.
  struct RootEntry: Codable, Equatable {
    var inputs: String
    var verifiedAt: Date
    var summary: String
  }

  var version = Self.currentVersion
  /// By exercise folder.
  var entries: [String: Entry] = [:]
  var rootTests: RootEntry?

  /// The clean verdict on `exercise` reached with the same `inputs`, if there is one.
  func reusable(_ exercise: String, inputs: String) -> Entry? {
    guard let entry = entries[exercise], entry.inputs == inputs, entry.report.isClean else {
      return nil
    }
    return entry
  }

  /// Keeps `report` if it is clean; forgets the exercise's earlier verdict otherwise.
  mutating func record(_ report: ExerciseReport, inputs: String, at date: Date) {
    entries[report.exercise] =
      report.isClean ? Entry(inputs: inputs, verifiedAt: date, report: report) : nil
  }

  /// Keeps a passing run of the root tests; forgets the last one otherwise.
  mutating func recordRootTests(passed: Bool, summary: String, inputs: String, at date: Date) {
    rootTests = passed ? RootEntry(inputs: inputs, verifiedAt: date, summary: summary) : nil
  }

  static func file(root: URL) -> VersionedJSONFile<VerifyCache> {
    VersionedJSONFile(
      file: root.appending(path: KitPaths.verifyCache),
      shownAs: KitPaths.verifyCache, holds: "the verify cache",
      afterRepair: "every exercise is verified afresh", empty: VerifyCache())
  }
}
