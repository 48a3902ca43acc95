import Foundation

/// Where everything the kit reads and writes lives, by path from the kit's root: the one
/// place that knows. Three trees, kept apart on purpose:
///
/// - `Exercises/` and `Solutions/`: the learner's packages and the kit's material for each
///   (its solution, patches and facts, see ``ManifestLayout``), both in git;
/// - `.tddkit/`: the learner's own record (state, backups, verdicts, results), which no
///   clean of the build may touch and `kit reset` keeps copies in;
/// - `.build/tddkit/`: what the kit builds (scratch folders, benches, rooms' copies), which
///   can always be thrown away and rebuilt.
///
/// Paths are strings so that messages can show them as a learner types them; ``url(_:)``
/// puts one under a root.
struct KitPaths: Sendable {
  let root: URL

  /// The folder or file at `path` under the kit's root.
  func url(_ path: String) -> URL { root.appending(path: path) }

  // MARK: The learner's packages and the kit's material

  /// The learner's package of an exercise, which they edit and `swift test`.
  static func exercise(_ folder: String) -> String { "Exercises/\(folder)" }
  /// The kit's material for an exercise: solution layer, patches, curriculum, reds.
  static func solution(_ folder: String) -> String { "Solutions/\(folder)" }
  /// The test module of an exercise's package, by the convention every exercise follows.
  static func testModule(_ module: String) -> String { "\(module)Tests" }

  func exercise(_ folder: String) -> URL { url(Self.exercise(folder)) }
  func solution(_ folder: String) -> URL { url(Self.solution(folder)) }

  // MARK: The learner's record: .tddkit

  static let record = ".tddkit"
  static let state = ".tddkit/state.json"
  static let results = ".tddkit/results"
  static let temporary = ".tddkit/tmp"
  static let shareStatus = ".tddkit/share-status.json"
  static let roomSettings = ".tddkit/room.json"
  /// Every earlier version of an exercise's files that a reset or restore replaced.
  static func backups(_ folder: String) -> String { ".tddkit/backups/\(folder)" }
  /// The judge's verdicts on a learner's tests (``JudgeCache``).
  static func verdicts(_ folder: String) -> String { ".tddkit/verdicts/\(folder).json" }
  /// The times of a learner's saves (``SameSecondEdits``).
  static func edits(_ folder: String) -> String { ".tddkit/edits/\(folder).json" }
  /// A starter as committed at `commit`, kept for a learner's clone.
  static func starter(commit: String, _ folder: String) -> String {
    ".tddkit/starters/\(commit)/\(folder)"
  }

  // MARK: What the kit builds: .build/tddkit

  static let builds = ".build/tddkit"
  /// The scratch folder every learner's own `swift test` shares.
  static let scratch = ".build/tddkit/scratch"
  /// The scratch folder of the judge's benches.
  static let benchScratch = ".build/tddkit/bench-scratch"
  /// The package that builds the kit's libraries there ahead of a first bench.
  static let judgeLibraries = ".build/tddkit/judge-libraries"
  /// One generated package per exercise and purpose (`bench`, `verify`, `mutate`).
  static func bench(_ kind: String, _ folder: String) -> String {
    ".build/tddkit/\(kind)/\(folder)"
  }
  /// Verify's worker `worker` (from 0) builds in a scratch folder of its own.
  static func verifyScratch(worker: Int) -> String { ".build/tddkit/verify-scratch-\(worker + 1)" }
  static let verifyCache = ".build/tddkit/verify-cache.json"
  /// ``PatchCache``'s entries: what each patch made of the files it touched.
  static let patched = ".build/tddkit/patched"
  static let mutationReport = ".build/tddkit/mutation-report.txt"
  static let mechanicalMutationReport = ".build/tddkit/mechanical-mutation-report.txt"
  /// Where `kit materialise` builds a variant for an author to edit.
  static func tryout(_ folder: String) -> String { ".build/tddkit/try/\(folder)" }
  /// The fetched copies of the rooms a learner or instructor reads.
  static let rooms = ".build/tddkit/rooms"
  /// The kit copy `kit room --rejudge` checks a learner's shared code in.
  static let rejudge = ".build/tddkit/rejudge/kit"
}
