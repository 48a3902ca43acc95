import Foundation
import Synchronization

/// Every state of an exercise the kit can build, from the files on disk and the patches
/// beside the solution:
///
/// - the starter is `Exercises/NN/{Sources,Tests}`;
/// - the solution is the starter with `Solutions/NN/{Sources,Tests}` laid over it;
/// - a stage snapshot is the state before it (the previous snapshot, or the starter) with
///   `Solutions/NN/Stages/<name>.patch` applied: each patch is the step a learner takes,
///   and a change of the solution never breaks one;
/// - a mutant is the solution (or, with `"base": "stage"`, its stage's snapshot) with
///   `Solutions/NN/Mutants/<id>.patch` applied; a wheat the same with `Wheats/<id>.patch`.
///
/// `kit verify`, `kit check`'s trials and `kit materialise` all build their copies from here.
struct ExerciseStates: Sendable {
  let root: URL
  /// Where an exercise's starter is read from: its folder under `Exercises/` unless told
  /// otherwise. A learner's clone changes that folder, so the trials of `kit check` read
  /// the starter as committed (``StarterCache``): a stage's patch applies to the code it
  /// was made against, not to the learner's.
  let starterFolder: @Sendable (Exercise) -> URL?
  /// Each variant's files once built, when ``remembering()`` asked for it.
  private let memo: StatesMemo?

  init(root: URL, starterFolder: (@Sendable (Exercise) -> URL?)? = nil) {
    self.root = root
    self.starterFolder = starterFolder ?? { _ in nil }
    self.memo = nil
  }

  private init(_ states: ExerciseStates, memo: StatesMemo) {
    root = states.root
    starterFolder = states.starterFolder
    self.memo = memo
  }

  /// The same states, each variant built once for the copy's lifetime. A judgement asks for
  /// a stage's end or a mutant's base once per trial, and every patch is a `git apply`: the
  /// fairness corpus spent minutes applying the same patches. Only a short-lived copy may
  /// remember, since the files on disk (a learner's folder) change between checks.
  func remembering() -> ExerciseStates {
    ExerciseStates(self, memo: StatesMemo())
  }

  /// Why a variant cannot be built: names the exercise, the variant and the file.
  struct Failure: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  /// The files of `variant`, by path inside the exercise's package.
  func files(_ exercise: Exercise, _ variant: Variant) throws -> FileTree {
    guard let memo else { return try build(exercise, variant) }
    let key = StatesMemo.Key(folder: exercise.folder, variant: variant)
    if let known = memo.files.withLock({ $0[key] }) { return known }
    let built = try build(exercise, variant)
    memo.files.withLock { $0[key] = built }
    return built
  }

  private func build(_ exercise: Exercise, _ variant: Variant) throws -> FileTree {
    switch variant {
    case .starter:
      return Self.read(
        starterFolder(exercise) ?? exerciseFolder(exercise), trees: ["Sources", "Tests"])
    case .solution:
      return try files(exercise, .starter).merging(solutionLayer(exercise)) { $1 }
    case .stage(let name):
      guard let target = exercise.snapshotStage(named: name) else {
        throw Failure(description: "\(exercise.folder): no stage snapshot '\(name)'")
      }
      var state = try files(exercise, .starter)
      for stage in exercise.stages {
        guard let snapshot = stage.snapshot else { continue }
        state = try applying(
          patchFile(exercise, snapshot.path), to: state, exercise, .stage(stage.id))
        if stage.id == target.id { break }
      }
      return state
    case .mutant(let id):
      return try applying(
        patchFile(exercise, "Mutants/\(id)"), to: base(of: exercise, variant), exercise, variant)
    case .wheat(let id):
      return try applying(
        patchFile(exercise, Wheat.patchPath(id)), to: base(of: exercise, variant), exercise,
        variant)
    case .example(let id, let literal):
      let base = try files(exercise, .mutant(id))
      let placeholder = Data(Mutant.examplePlaceholder.utf8)
      return base.mapValues { data in
        guard data.range(of: placeholder) != nil else { return data }
        return Data(
          String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: Mutant.examplePlaceholder, with: literal
          ).utf8)
      }
    case .skeleton:
      return try applying(
        patchFile(exercise, TestFirstPlan.skeletonPatch), to: files(exercise, .starter), exercise,
        variant)
    }
  }

  /// The source of the kit's own tests of `stage`: each test function, from the exercise's
  /// tests or, for a test the learner writes, the solution's.
  func referenceTestSource(of stage: Stage, in exercise: Exercise) -> String {
    stage.tests.compactMap { id in
      (TestFunctions.find(id, under: exerciseFolder(exercise))
        ?? TestFunctions.find(id, under: solutionFolder(exercise))).map { String($0.body) }
    }.joined(separator: "\n")
  }

  /// The exercise's folder as it is now: in a learner's clone, the learner's work.
  func learnerFiles(_ exercise: Exercise) -> FileTree {
    Self.read(exerciseFolder(exercise), trees: ["Sources", "Tests"])
  }

  /// The solution's own files, without the starter's under them.
  func solutionLayer(_ exercise: Exercise) -> FileTree {
    Self.read(solutionFolder(exercise), trees: ["Sources", "Tests"])
  }

  /// Where the patch of a variant lives: `Solutions/NN/<path>.patch`.
  func patchFile(_ exercise: Exercise, _ path: String) -> URL {
    solutionFolder(exercise).appending(path: "\(path).patch")
  }

  /// The state a variant's patch applies to.
  func base(of exercise: Exercise, _ variant: Variant) throws -> FileTree {
    switch variant {
    case .starter, .solution, .skeleton: return try files(exercise, .starter)
    case .example(let id, _):
      return try base(of: exercise, .mutant(id))
    case .mutant(let id):
      guard let mutant = exercise.mutants.first(where: { $0.id == id }) else {
        throw Failure(description: "\(exercise.folder): no mutant '\(id)'")
      }
      guard mutant.base == .stage else { return try files(exercise, .solution) }
      guard let stage = mutant.stage, exercise.snapshotStage(named: stage) != nil else {
        throw Failure(
          description:
            "\(exercise.folder): mutant \(id) applies to its stage's snapshot, and its stage has none"
        )
      }
      return try files(exercise, .stage(stage))
    case .wheat(let id):
      guard let wheat = exercise.wheats.first(where: { $0.id == id }) else {
        throw Failure(description: "\(exercise.folder): no wheat '\(id)'")
      }
      guard wheat.base == .stage else { return try files(exercise, .solution) }
      guard exercise.snapshotStage(named: wheat.stage) != nil else {
        throw Failure(
          description:
            "\(exercise.folder): wheat \(id) applies to its stage's snapshot, and its stage has none"
        )
      }
      return try files(exercise, .stage(wheat.stage))
    case .stage(let name):
      guard
        let index = exercise.stages.firstIndex(where: {
          $0.id == name || $0.snapshot?.path == "Stages/\(name)"
        })
      else { throw Failure(description: "\(exercise.folder): no stage '\(name)'") }
      guard let previous = exercise.stages[..<index].last(where: { $0.snapshot != nil }) else {
        return try files(exercise, .starter)
      }
      return try files(exercise, .stage(previous.id))
    }
  }

  private func applying(
    _ patch: URL, to state: FileTree, _ exercise: Exercise, _ variant: Variant
  ) throws -> FileTree {
    let name = relative(patch)
    guard let data = FileManager.default.contents(atPath: patch.path) else {
      throw Failure(description: "\(exercise.folder): \(variant): \(name) is missing")
    }
    do {
      return try PatchCache(root: root).apply(data, to: state)
    } catch {
      throw Failure(description: "\(exercise.folder): \(variant): \(name) \(error)")
    }
  }

  func relative(_ file: URL) -> String {
    String(file.path.dropFirst(root.path.count).drop { $0 == "/" })
  }

  func exerciseFolder(_ exercise: Exercise) -> URL {
    root.appending(path: KitPaths.exercise(exercise.folder))
  }

  func solutionFolder(_ exercise: Exercise) -> URL {
    root.appending(path: KitPaths.solution(exercise.folder))
  }

  /// The regular files under `folder`'s `trees`, by path relative to `folder`.
  static func read(_ folder: URL, trees: [String]) -> FileTree {
    var found: FileTree = [:]
    for tree in trees {
      let top = folder.appending(path: tree)
      guard
        let files = FileManager.default.enumerator(
          at: top, includingPropertiesForKeys: [.isRegularFileKey])
      else { continue }
      for case let file as URL in files where !file.hasDirectoryPath {
        let relative = file.path.dropFirst(top.path.count).drop { $0 == "/" }
        found["\(tree)/\(relative)"] = FileManager.default.contents(atPath: file.path)
      }
    }
    return found
  }
}

/// The variants an ``ExerciseStates`` copy has built, shared by its copies.
private final class StatesMemo: Sendable {
  struct Key: Hashable {
    var folder: String
    var variant: Variant
  }
  let files = Mutex<[Key: FileTree]>([:])
}
