import Foundation

/// One `kit verify`'s use of the ``VerifyCache``: reads it once, says which verdicts still
/// hold, records the new ones with the inputs they were reached with, and saves it.
///
/// Inputs are read before the run they key, so a file saved during a long verify makes
/// the next one run again. When the toolchain cannot say its version, nothing is reused
/// or kept: a verdict's inputs would be unknown.
struct VerifyCacheSession {
  private let file: VersionedJSONFile<VerifyCache>
  private let inputs: VerifyInputs?
  private let fresh: Bool
  private let writer: any OutputWriter
  private var cache: VerifyCache
  private var keys: [String: String] = [:]
  private var rootKey: String?

  /// With `fresh`, every verdict is reached again, and then kept.
  init(
    root: URL, fresh: Bool, writer: any OutputWriter, toolchain: String? = Self.toolchain()
  ) {
    file = VerifyCache.file(root: root)
    let (cache, warning) = file.load(repairing: true)
    if let warning { writer.writeError(warning) }
    self.cache = cache
    self.fresh = fresh
    self.writer = writer
    inputs = toolchain.map { VerifyInputs(root: root, toolchain: $0) }
  }

  /// The clean report on `exercise`, if its inputs are those it was reached with.
  mutating func unchanged(_ exercise: Exercise) -> ExerciseReport? {
    guard let inputs else { return nil }
    let key = inputs.key(for: exercise)
    keys[exercise.folder] = key
    return fresh ? nil : cache.reusable(exercise.folder, inputs: key)?.report
  }

  mutating func record(_ report: ExerciseReport, for exercise: Exercise) {
    guard let key = keys[exercise.folder] else { return }
    cache.record(report, inputs: key, at: Date())
  }

  /// The root tests' last pass, if their inputs have not changed since.
  mutating func unchangedRootTests() -> VerifyCache.RootEntry? {
    rootKey = inputs?.rootKey
    guard !fresh, let rootKey, let last = cache.rootTests, last.inputs == rootKey else {
      return nil
    }
    return last
  }

  mutating func recordRootTests(_ outcome: RootTests.Outcome) {
    guard let rootKey else { return }
    cache.recordRootTests(
      passed: outcome.passed, summary: outcome.summary, inputs: rootKey, at: Date())
  }

  /// Saves the cache; a cache that cannot be written costs the next run time, nothing more.
  func save() {
    do {
      try file.save(cache)
    } catch {
      writer.writeError("warning: could not save \(file.shownAs): \(error)\n")
    }
  }

  /// The end of the closing line, when some verdicts were reused.
  func unchangedNote(count: Int) -> String {
    guard count > 0 else { return "" }
    return
      "; \(count) of them unchanged since they last verified clean, and not built again "
      + "(kit verify --fresh builds them)"
  }

  /// What `swift --version` says, or `nil` when it cannot say.
  static func toolchain() -> String? {
    let root = FileManager.default.temporaryDirectory
    guard
      let result = try? ProcessRunner.run(["swift", "--version"], in: root, timeout: .seconds(60)),
      result.exitCode == 0, !result.timedOut
    else { return nil }
    return result.output
  }
}
