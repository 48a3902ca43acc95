import Foundation

/// Finds what is inconsistent in a manifest before anything is built.
struct ManifestValidator {
  let root: URL
  /// Off while `kit verify --record` has yet to record the reds: what depends on them (a
  /// README's quoted reds, the red before a test-first stage) is checked once they are.
  var checksRecordedReds = true

  init(root: URL) {
    self.root = root
  }

  /// Every problem found, one sentence each; empty when the manifest is consistent.
  func problems(in manifest: Manifest) -> [String] {
    var problems: [String] = []
    problems += duplicates(manifest.exercises.map(\.id), "exercise id")
    problems += duplicates(manifest.exercises.map(\.module), "module")
    for exercise in manifest.exercises {
      problems += self.problems(in: exercise).map { "\(exercise.folder): \($0)" }
    }
    return problems
  }

  func problems(in exercise: Exercise) -> [String] {
    var problems: [String] = []
    let fileManager = FileManager.default
    for base in ["Exercises", "Solutions"] {
      let folder = root.appending(path: "\(base)/\(exercise.folder)")
      if !fileManager.fileExists(atPath: folder.path) {
        problems.append("\(base)/\(exercise.folder) is missing")
      }
    }
    let readme = root.appending(path: "\(KitPaths.exercise(exercise.folder))/README.md")
    if checksRecordedReds, let text = try? String(contentsOf: readme, encoding: .utf8) {
      problems += ReadmeReds.problems(in: text, exercise: exercise)
    }
    problems += duplicates(exercise.testsInOrder, "test")
    problems += duplicates(exercise.stages.map(\.id), "stage id")
    let known = Set(exercise.testsInOrder)
    if checksRecordedReds {
      for failure in exercise.starter.failing where !known.contains(failure.test) {
        problems.append("starter expects '\(failure.test)' to fail, but no stage lists it")
      }
    }
    return problems + patchFileProblems(in: exercise) + aimProblems(in: exercise)
      + testFirstProblems(in: exercise) + partProblems(in: exercise) + ruleProblems(in: exercise)
      + wheatProblems(in: exercise)
  }

  /// Every stage a learner writes test-first that a rule (``JudgingRule``) covers names
  /// the rule's part, so no behaviour is judged one way in one stage and another way in
  /// the next; and every rule covers a stage, or it checks nothing.
  func ruleProblems(in exercise: Exercise) -> [String] {
    var problems: [String] = []
    for rule in exercise.testFirst?.rules ?? [] {
      let covered = exercise.stages.filter { stage in
        stage.isWrittenTestFirst && stage.tests.contains { $0.hasSuffix(rule.testsEnding) }
      }
      if covered.isEmpty {
        problems.append(
          "test-first: rule '\(rule.id)' covers no stage (no kit test's name ends with \(rule.testsEnding))"
        )
      }
      for stage in covered where !(stage.parts ?? []).contains(where: { $0.id == rule.part }) {
        let others = covered.filter { $0.id != stage.id }.map(\.id).joined(separator: ", ")
        problems.append(
          "test-first: stage '\(stage.id)' is judged without rule '\(rule.id)' (\(rule.text)), which \(others) judge by: give it a part '\(rule.part)' and a chaff that breaks it"
        )
      }
    }
    return problems
  }

  /// Every stage a learner writes test-first names the parts its test must pin, each in
  /// the stage's own words and each broken by a chaff; every chaff of it breaks one of
  /// them; an example chaff's patch has the placeholder its example goes in.
  func partProblems(in exercise: Exercise) -> [String] {
    guard exercise.testFirst != nil else { return [] }
    let skeleton = root.appending(
      path: "\(KitPaths.solution(exercise.folder))/\(TestFirstPlan.skeletonPatch).patch")
    let announcement = StageAnnouncement(
      skeletonPatch: (try? String(contentsOf: skeleton, encoding: .utf8)) ?? "")
    var problems: [String] = []
    for stage in exercise.stages where stage.isWrittenTestFirst {
      let parts = stage.parts ?? []
      let mutants = exercise.mutants(aimedAt: stage)
      if parts.isEmpty {
        problems.append(
          "test-first: stage '\(stage.id)' names no parts (what its test must pin, each broken by a chaff)"
        )
      }
      problems += duplicates(parts.map(\.id), "stage '\(stage.id)' part")
      for part in parts {
        if !announcement.announces(part.text, in: stage) {
          problems.append(
            "test-first: stage '\(stage.id)' part '\(part.id)' (“\(part.text)”) is in neither its TODO line nor its behaviour hint"
          )
        }
        if !mutants.contains(where: { $0.breaks == part.id }) {
          problems.append(
            "test-first: stage '\(stage.id)' part '\(part.id)' has no chaff that breaks it")
        }
      }
      for mutant in mutants {
        if let part = mutant.breaks, !parts.contains(where: { $0.id == part }) {
          problems.append(
            "test-first: chaff \(mutant.id) breaks '\(part)', which is not a part of stage '\(stage.id)'"
          )
        } else if mutant.breaks == nil && !parts.isEmpty {
          problems.append(
            "test-first: chaff \(mutant.id) breaks no part of stage '\(stage.id)' (\"breaks\")")
        }
      }
    }
    for mutant in exercise.mutants where mutant.example != nil {
      let patch = root.appending(
        path: "\(KitPaths.solution(exercise.folder))/Mutants/\(mutant.id).patch")
      let text = (try? String(contentsOf: patch, encoding: .utf8)) ?? ""
      if !text.contains(Mutant.examplePlaceholder) {
        problems.append(
          "chaff \(mutant.id) fakes an example, but its patch has no \(Mutant.examplePlaceholder)")
      }
    }
    return problems
  }

  /// An exercise worked test-first needs its skeleton, the exact code before every stage
  /// (a snapshot of each stage but the last), a reference test of each stage that fails
  /// there, and two chaffs per stage at least: otherwise a learner's test cannot be judged.
  func testFirstProblems(in exercise: Exercise) -> [String] {
    guard exercise.testFirst != nil else { return [] }
    var problems: [String] = []
    let skeleton = "\(KitPaths.solution(exercise.folder))/\(TestFirstPlan.skeletonPatch).patch"
    if !FileManager.default.fileExists(atPath: root.appending(path: skeleton).path) {
      problems.append("test-first: its skeleton \(skeleton) is missing")
    }
    var failingBefore = Set(exercise.starter.failing.map(\.test))
    for (index, stage) in exercise.stages.enumerated() {
      // A given stage is not judged; one without a snapshot leaves the code as it was.
      guard stage.isWrittenTestFirst else {
        if let snapshot = stage.snapshot { failingBefore = Set(snapshot.failing.map(\.test)) }
        continue
      }
      // A write-the-test stage's reference tests are the learner's to write, so no recorded
      // state runs them; verify proves their red on the code before it by a run of its
      // own (``VerifySlots/Planned/redBefore(_:)``).
      if checksRecordedReds, stage.kind != .writeTheTest,
        failingBefore.isDisjoint(with: stage.tests)
      {
        problems.append(
          "test-first: stage '\(stage.id)': none of its reference tests fails on the code before it"
        )
      }
      let mutants = exercise.mutants(aimedAt: stage).count
      if mutants < 2 {
        problems.append(
          "test-first: stage '\(stage.id)' has \(mutants) chaff\(mutants == 1 ? "" : "s"); a learner's test needs two at least to be judged"
        )
      }
      guard index + 1 < exercise.stages.count else { continue }
      guard let snapshot = stage.snapshot else {
        problems.append(
          "test-first: stage '\(stage.id)' has no snapshot, so the code before '\(exercise.stages[index + 1].id)' is unknown"
        )
        failingBefore = []
        continue
      }
      failingBefore = Set(snapshot.failing.map(\.test))
    }
    return problems
  }

  /// Every snapshot and mutant the manifest describes has its patch, and every file under
  /// `Solutions/NN/Stages` and `Mutants` is a patch the manifest describes.
  func patchFileProblems(in exercise: Exercise) -> [String] {
    var problems: [String] = []
    let solution = KitPaths.solution(exercise.folder)
    var described: [String: String] = [:]
    for stage in exercise.stages {
      if let snapshot = stage.snapshot {
        described["\(snapshot.path).patch"] = "stage '\(stage.id)'"
      }
    }
    for mutant in exercise.mutants {
      described["Mutants/\(mutant.id).patch"] = "mutant \(mutant.id)"
      if mutant.description.trimmingCharacters(in: .whitespaces).isEmpty {
        problems.append("mutant \(mutant.id) has no description")
      }
    }
    for (path, variant) in described.sorted(by: { $0.key < $1.key })
    where !FileManager.default.fileExists(atPath: root.appending(path: "\(solution)/\(path)").path)
    {
      problems.append("\(variant): its patch \(solution)/\(path) is missing")
    }
    for folder in ["Stages", "Mutants"] {
      for file in filesUnder(root.appending(path: "\(solution)/\(folder)")).sorted()
      where described["\(folder)/\(file)"] == nil {
        problems.append(
          file.hasSuffix(".patch")
            ? "\(solution)/\(folder)/\(file) has no description in the manifest"
            : "\(solution)/\(folder)/\(file) is not a patch (variants are patches: see CONTRIBUTING.md)"
        )
      }
    }
    return problems
  }

  private func filesUnder(_ folder: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    return walker.compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath }.map {
      String($0.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
    }
  }

  /// A mutant aimed at a stage needs a stage where the learner writes tests or a double,
  /// and every write-the-test stage needs a mutant, or nothing proves the learner's tests.
  func aimProblems(in exercise: Exercise) -> [String] {
    var problems: [String] = []
    let written = exercise.stages.filter { $0.kind.learnerWritesTests }
    for mutant in exercise.mutants where mutant.base == .stage {
      if mutant.stage.flatMap(exercise.snapshotStage(named:)) == nil {
        problems.append(
          "mutant \(mutant.id) applies to its stage's snapshot, but its stage has none")
      }
    }
    // A mutant aimed at any other stage is a chaff of test-first mode: it judges the test
    // a learner writes for that stage.
    for mutant in exercise.mutants {
      guard let stage = mutant.stage else { continue }
      if !exercise.stages.contains(where: { $0.id == stage }) {
        problems.append("mutant \(mutant.id) is aimed at '\(stage)', which is not a stage")
      }
    }
    for stage in written where stage.kind == .writeTheTest {
      if exercise.mutants(aimedAt: stage).isEmpty {
        problems.append("write-the-test stage '\(stage.id)' has no mutant aimed at it")
      }
    }
    return problems
  }

  private func duplicates(_ values: [String], _ what: String) -> [String] {
    var seen: Set<String> = []
    var reported: Set<String> = []
    for value in values where !seen.insert(value).inserted && reported.insert(value).inserted {
      continue
    }
    return reported.sorted().map { "\(what) '\($0)' appears more than once" }
  }
}
