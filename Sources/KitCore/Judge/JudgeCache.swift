import Foundation

/// The judge's last verdicts on one exercise, each kept with a digest of everything it
/// depended on, in `.tddkit/verdicts/<folder>.json`: a stage's verdict with the learner's
/// test files as its trials compile them, the verdict on the learner's code with that
/// code, a guided stage's trials with the learner's tests. A check whose inputs for a
/// verdict are unchanged reuses it instead of running its trials again.
///
/// Every digest starts from ``JudgeInputs/kit``: the kit's code, the exercise's
/// solutions and variants, the starter as committed. A new kit judges everything afresh.
struct JudgeCache: Versioned, Equatable {
  static let currentVersion = 1

  struct Entry<Value: Codable & Equatable>: Codable, Equatable {
    var inputs: String
    var value: Value
  }

  /// What the kit's tests said of the learner's code: by stage id, whether the stage's
  /// tests all pass, and the first compiler error when they did not compile.
  struct CodeVerdict: Codable, Equatable {
    var done: [String: Bool]
    var compileError: CompileError?
  }

  var version = Self.currentVersion
  /// Test-first: by stage id.
  var stages: [String: Entry<StageJudgement>] = [:]
  var code: Entry<CodeVerdict>?
  /// Guided: by stage id, the trial of the learner's written tests.
  var trials: [String: Entry<StageTrial>] = [:]

  func stage(_ id: String, inputs: String) -> StageJudgement? {
    guard let entry = stages[id], entry.inputs == inputs else { return nil }
    var judgement = entry.value
    judgement.reused = true
    return judgement
  }

  func code(inputs: String) -> CodeVerdict? {
    code?.inputs == inputs ? code?.value : nil
  }

  func trial(_ id: String, inputs: String) -> StageTrial? {
    guard let entry = trials[id], entry.inputs == inputs else { return nil }
    var trial = entry.value
    trial.reused = true
    return trial
  }

  static func file(root: URL, exercise: Exercise) -> VersionedJSONFile<JudgeCache> {
    let shown = KitPaths.verdicts(exercise.folder)
    return VersionedJSONFile(
      file: root.appending(path: shown), shownAs: shown, holds: "the judge's cache",
      afterRepair: "every stage is judged afresh", empty: JudgeCache())
  }
}

/// The digests the judge's cache is keyed by.
struct JudgeInputs {
  /// The kit's side of every trial of `exercise`: its libraries and manifest, the
  /// exercise's package manifest and solutions folder (snapshots, chaffs, reference
  /// tests), and the starter the variants are built from.
  let kit: String

  init(root: URL, exercise: Exercise, starter: URL?) {
    var digest = ContentDigest()
    digest.add(
      [
        "Package.swift", "Sources", ManifestLayout.index,
        "\(KitPaths.exercise(exercise.folder))/Package.swift", KitPaths.solution(exercise.folder),
      ], in: root)
    if let starter { digest.add(tree: starter) }
    kit = digest.hex
  }

  /// The inputs of a verdict on `files` (the trials' test files, or the learner's code)
  /// under the stage or check named by `what`.
  func key(_ what: String, files: FileTree) -> String {
    var digest = ContentDigest()
    digest.add(kit)
    digest.add(what)
    digest.add(files: files)
    return digest.hex
  }
}
