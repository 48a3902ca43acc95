import Foundation

/// The verdicts of a test-first exercise's stages, each kept with a digest of everything
/// its trials depend on: the learner's test files as the stage's trial compiles them, the
/// stage and its chaffs in the manifest, and the kit's side (its `Package.swift` and
/// `Sources`, the exercise's `Package.swift`, its `Solutions` folder, the starter the
/// before-state is built from). One JSON file per exercise under `.tddkit/judgements/`;
/// an unreadable one is ignored and written anew: it is a cache, nothing is lost.
struct TestFirstVerdictCache {
  private struct Entry: Codable {
    var key: String
    var judgement: StageJudgement
  }

  let url: URL
  private let exercise: Exercise
  private let reference: String
  private var entries: [String: Entry]

  init(root: URL, exercise: Exercise, starter: URL?) {
    url = root.appending(path: ".tddkit/judgements/\(exercise.folder).json")
    self.exercise = exercise
    var digest = ContentDigest()
    digest.add(
      [
        "Package.swift", "Sources", "Exercises/\(exercise.folder)/Package.swift",
        "Solutions/\(exercise.folder)",
      ], in: root)
    if let starter { digest.add(tree: starter) }
    reference = digest.hex
    entries =
      (try? JSONDecoder().decode([String: Entry].self, from: Data(contentsOf: url))) ?? [:]
  }

  /// The digest a judgement of `stage` depends on, with the learner's `testFiles` as its
  /// trials compile them.
  func key(for stage: Stage, testFiles: FileTree) -> String {
    var digest = ContentDigest()
    digest.add(reference)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for part in [try? encoder.encode(stage), try? encoder.encode(exercise.mutants(aimedAt: stage))]
    {
      digest.add(String(decoding: part ?? Data(), as: UTF8.self))
    }
    digest.add(files: testFiles)
    return digest.hex
  }

  /// What the kit's tests said of the learner's code, kept with a digest of that code.
  struct CodeVerdict: Codable, Equatable {
    var key: String
    var done: [String: Bool]
    var compileError: CompileError?
  }

  /// The digest the kit's tests' verdict on the learner's `sources` depends on.
  func codeKey(sources: FileTree) -> String {
    var digest = ContentDigest()
    digest.add(reference)
    digest.add(files: sources)
    return digest.hex
  }

  /// The last verdict of the kit's tests on the learner's code, when `key` still matches.
  func codeVerdict(key: String) -> CodeVerdict? {
    guard let data = try? Data(contentsOf: codeURL),
      let verdict = try? JSONDecoder().decode(CodeVerdict.self, from: data), verdict.key == key
    else { return nil }
    return verdict
  }

  func keep(_ verdict: CodeVerdict) {
    guard let data = try? JSONEncoder().encode(verdict) else { return }
    try? data.write(to: codeURL, options: .atomic)
  }

  private var codeURL: URL {
    url.deletingPathExtension().appendingPathExtension("code.json")
  }

  func judgement(of stage: String, key: String) -> StageJudgement? {
    guard let entry = entries[stage], entry.key == key else { return nil }
    return entry.judgement
  }

  mutating func keep(_ judgement: StageJudgement, key: String) {
    entries[judgement.stage] = Entry(key: key, judgement: judgement)
  }

  func save() {
    guard let data = try? JSONEncoder().encode(entries) else { return }
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: url, options: .atomic)
  }
}
