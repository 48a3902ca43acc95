import Foundation

/// The slots of an exercise's bench for checks (``Bench``): the code each trial needs, and
/// the trials.
///
/// Code slots: `starter`, `solution`, `end<i>` (the end of the exercise's `i`th stage, for
/// a stage with a snapshot), `m<j>` (its `j`th mutant or chaff), `x<n>_<k>` (stage `n`'s
/// example chaffs, faking a literal of the learner's test), `w<k>` (its `k`th wheat, another
/// correct solution) and `learner` (the learner's own).
///
/// Trial slots, for each stage the learner writes test-first (the `n`th such stage):
/// `s<n>_ref` (the reference at the stage's end), `s<n>_fin` (the finished solution, when
/// the stage's end is another state: a test failing at its stage's end but passing there
/// leans on a later stage), `s<n>_before` (the code before the stage), `s<n>_c<j>` (its
/// chaffs), `s<n>_w<k>` (its wheats: a test failing there is over-specified),
/// `s<n>_x<k>` (its example chaffs, at most ``examplesPerStage``), `s<n>_all` and
/// `s<n>_alt` (families of them that fit one ``VariantSchema``, on the code slots `all<n>`
/// and `alt<n>`); `code` (the
/// kit's tests on the learner's code); in guided mode, where a stage asks the learner to
/// write tests or a double, `g_base` (the solution) and `g_m<j>` (each mutant of such a
/// stage). With ``copies``, the test-first trials come again for other learners' files,
/// prefixed `f<c>_`, each for the stages its file is judged on. The lists depend only on
/// the manifest, so the bench's package is the same from one check to the next, in either
/// mode.
struct JudgeSlots {
  let exercise: Exercise
  /// The learners' files one bench judges at once, each with the stages it is judged on
  /// (`nil`: every stage). A check judges one file on every stage; the fairness corpus
  /// judges many files, each on one stage: slots for the stages a file is not judged on
  /// would be modules compiled for nothing, most of the corpus's build.
  var copies: [Set<String>?] = [nil]
  /// Whether the bench is built once, for one run (the fairness corpus), rather than
  /// checked again and again: then each run's package holds only the slots it uses
  /// (``Bench/runsOnlyItsSlots``).
  var buildsOnce = false

  static let examplesPerStage = 4
  static let code = "code"

  /// What a trial slot runs.
  enum Trial: Equatable {
    case reference(Stage)
    case finished(Stage)
    case before(Stage)
    case mutant(Stage, Mutant)
    /// Another correct solution of the stage (``Wheat``).
    case wheat(Stage, Wheat)
    case example(Stage, Int)
    case learnerCode
    case guidedBase
    case guidedMutant(Mutant)
    /// The stage's trials whose code declares the same things, in one schema
    /// (``VariantSchema``): the learner's test compiled once for all of them. Two per
    /// stage: the family of its end (with its examples) and that of the finished solution
    /// (with the chaffs planted in it).
    case schema(Stage, Int)
    /// Guided mode's solution and mutants, in families that fit one schema: the slot, the
    /// code slot of the same name.
    case guidedSchema(String)
  }

  /// The schema slots of guided mode's trials: the solution with the mutants planted in
  /// it, and the mutants planted in a stage's end.
  static let guidedSchemas = ["g_all", "g_alt"]

  /// The stages the learner writes test-first, with their number in slot names.
  var stages: [(number: Int, stage: Stage)] {
    exercise.stages.filter(\.isWrittenTestFirst).enumerated().map { ($0.offset + 1, $0.element) }
  }

  /// Every trial slot, with its code slot and what it runs.
  var trials: [(slot: String, code: String, trial: Trial)] {
    var all: [(slot: String, code: String, trial: Trial)] = []
    if exercise.testFirst != nil {
      for (copy, judged) in copies.enumerated() {
        let prefix = Self.prefix(copy)
        for (number, stage) in stages where judged?.contains(stage.id) ?? true {
          all += testFirstTrials(of: stage, number: number).map { name, trial in
            (prefix + name, codeSlot(of: trial, prefix: prefix), trial)
          }
        }
      }
      all.append((Self.code, "learner", .learnerCode))
    }
    let guided = guidedMutants
    if !guided.isEmpty {
      all.append(("g_base", "solution", .guidedBase))
      for mutant in guided {
        all.append(("g_\(mutantSlot(mutant))", mutantSlot(mutant), .guidedMutant(mutant)))
      }
      for slot in Self.guidedSchemas { all.append((slot, slot, .guidedSchema(slot))) }
    }
    return all
  }

  /// The trial slots of the bench's package, with their code slots.
  var layout: [(trial: String, code: String)] { trials.map { ($0.slot, $0.code) } }

  /// The bench of these slots.
  func bench(root: URL) -> Bench {
    var bench = Bench(kitRoot: root, exercise: exercise, trials: layout)
    bench.runsOnlyItsSlots = buildsOnce
    return bench
  }

  static func prefix(_ copy: Int) -> String { copy == 0 ? "" : "f\(copy)_" }

  /// Stage `number`'s trial slots (without a copy's prefix), in the order they are read.
  private func testFirstTrials(of stage: Stage, number: Int) -> [(String, Trial)] {
    let name = "s\(number)_"
    var trials: [(String, Trial)] = [("\(name)ref", .reference(stage))]
    if stage.snapshot != nil { trials.append(("\(name)fin", .finished(stage))) }
    trials.append(("\(name)before", .before(stage)))
    let mutants = exercise.mutants(aimedAt: stage)
    for mutant in mutants where mutant.example == nil {
      trials.append(("\(name)c\(mutantIndex(mutant))", .mutant(stage, mutant)))
    }
    for wheat in exercise.wheats(of: stage) {
      trials.append(("\(name)\(wheatSlot(wheat))", .wheat(stage, wheat)))
    }
    if mutants.contains(where: { $0.example != nil }) {
      for index in 1...Self.examplesPerStage {
        trials.append(("\(name)x\(index)", .example(stage, index)))
      }
    }
    trials.append(("\(name)all", .schema(stage, 1)))
    trials.append(("\(name)alt", .schema(stage, 2)))
    return trials
  }

  /// The mutants guided checks try the learner's written tests against.
  var guidedMutants: [Mutant] {
    let written = Set(exercise.stages.filter(\.kind.learnerWritesTests).map(\.id))
    return exercise.mutants.filter { $0.stage.map(written.contains) == true }
  }

  private func mutantIndex(_ mutant: Mutant) -> Int {
    (exercise.mutants.firstIndex { $0.id == mutant.id } ?? 0) + 1
  }

  private func mutantSlot(_ mutant: Mutant) -> String { "m\(mutantIndex(mutant))" }

  private func wheatSlot(_ wheat: Wheat) -> String {
    "w\((exercise.wheats.firstIndex { $0.id == wheat.id } ?? 0) + 1)"
  }

  /// The slot of the code a trial runs against.
  func codeSlot(of trial: Trial, prefix: String = "") -> String {
    switch trial {
    case .reference(let stage): stage.snapshot == nil ? "solution" : endSlot(stage)
    case .finished, .guidedBase: "solution"
    case .before(let stage): before(stage).map(endSlot) ?? "starter"
    case .mutant(_, let mutant), .guidedMutant(let mutant): mutantSlot(mutant)
    case .wheat(_, let wheat): wheatSlot(wheat)
    case .example(let stage, let index):
      "\(prefix)x\(number(of: stage))_\(index)"
    case .guidedSchema(let slot): slot
    case .schema(let stage, let family):
      "\(prefix)\(family == 1 ? "all" : "alt")\(number(of: stage))"
    case .learnerCode: "learner"
    }
  }

  private func number(of stage: Stage) -> Int {
    stages.first { $0.stage.id == stage.id }?.number ?? 0
  }

  private func endSlot(_ stage: Stage) -> String {
    "end\((exercise.stages.firstIndex { $0.id == stage.id } ?? 0) + 1)"
  }

  /// The last stage with a snapshot before `stage`: its end is the code before `stage`.
  private func before(_ stage: Stage) -> Stage? {
    guard let index = exercise.stages.firstIndex(where: { $0.id == stage.id }) else { return nil }
    return exercise.stages[..<index].last { $0.snapshot != nil }
  }

  /// The code a trial runs against, as the kit's states give it; `nil` for the learner's.
  /// An example trial's code is its stage's end until a learner's literal goes in.
  func code(of trial: Trial, in states: ExerciseStates) throws -> FileTree? {
    switch trial {
    case .reference(let stage), .example(let stage, _):
      try states.files(exercise, stage.snapshot == nil ? .solution : .stage(stage.id))
    case .finished, .guidedBase: try states.files(exercise, .solution)
    case .before(let stage): try states.base(of: exercise, .stage(stage.id))
    case .mutant(_, let mutant), .guidedMutant(let mutant):
      try states.files(exercise, .mutant(mutant.id))
    case .wheat(_, let wheat): try states.files(exercise, .wheat(wheat.id))
    case .learnerCode, .schema, .guidedSchema: nil
    }
  }

  /// The code of each code slot no trial fills, for one lay-out of the bench: as the
  /// first trial naming it would give it, or `nil` (an empty module) when no trial runs
  /// that code on its own: an example's slot (its stage's end until a learner's literal goes
  /// in, which the reference's slot compiles already) and a chaff's that runs inside its
  /// stage's schema. Compiled idle, they were most of a first build ahead of a check, and
  /// no trial ran them. Which chaffs a check merges is worked out once, on first use.
  func idleCodes(in states: ExerciseStates) -> (String) throws -> FileTree? {
    let all = trials
    var merged: Set<String>?
    return { code in
      let users = all.filter { $0.code == code }
      guard let trial = users.first?.trial else { return nil }
      if users.allSatisfy({ if case .example = $0.trial { true } else { false } }) { return nil }
      let inSchemas = try merged ?? self.runInSchemas(all, states: states)
      merged = inSchemas
      if users.allSatisfy({ inSchemas.contains($0.slot) }) { return nil }
      return try self.code(of: trial, in: states)
    }
  }

  /// The chaffs of `all` that a check runs inside a schema with other trials of their
  /// stage (or of guided mode), as it merges them (``checkTrials(_:states:)``).
  private func runInSchemas(
    _ all: [(slot: String, code: String, trial: Trial)], states: ExerciseStates
  ) throws -> Set<String> {
    let merged = Set(try checkTrials(all, states: states).flatMap(\.variants))
    return merged.filter { slot in
      switch all.first(where: { $0.slot == slot })?.trial {
      case .mutant, .guidedMutant: true
      default: false
      }
    }
  }

  /// The slots a check that judges every stage (and in guided mode every written test) lays
  /// out, in the bench's order: each stage's schemas, the trials that run apart from them,
  /// and the kit's tests on the learner's code; not the chaffs and references a schema
  /// stands in for, nor the finished solution, which runs only for a test wrong on the
  /// reference. The package a check's build starts with, so that its first check does not
  /// plan again (``Bench/lay(_:reserving:idleCode:)``).
  func checkSlots(in states: ExerciseStates) throws -> [String] {
    let all = trials
    let used = Set(try checkTrials(all, states: states).map(\.slot))
    return all.map(\.slot).filter { used.contains($0) || $0 == Self.code }
  }

  /// The trials of `all` as a check merges them (``Bench/merged(_:)``), each group's (a
  /// stage's, or guided mode's) into its schemas: tried on the kit's code with the same
  /// tests for all, since a learner's tests are the same for every trial of a stage.
  private func checkTrials(
    _ all: [(slot: String, code: String, trial: Trial)], states: ExerciseStates
  ) throws -> [Bench.Trial] {
    var groups: [String: (schemas: [String], members: [Bench.Trial])] = [:]
    for (slot, _, trial) in all {
      let group = String(slot[...(slot.lastIndex(of: "_") ?? slot.startIndex)])
      switch trial {
      case .schema, .guidedSchema: groups[group, default: ([], [])].schemas.append(slot)
      case .finished, .learnerCode: continue
      default:
        guard let code = try code(of: trial, in: states) else { continue }
        groups[group, default: ([], [])].members.append(
          Bench.Trial(slot: slot, sources: code, tests: [:], timeout: .zero))
      }
    }
    let bench = bench(root: URL(filePath: "/"))
    var merged: [Bench.Trial] = []
    for (_, group) in groups.sorted(by: { $0.key < $1.key }) {
      let members = group.members.map { member in
        var member = member
        member.schemas = group.schemas
        return member
      }
      merged += bench.merged(members)
    }
    return merged
  }

  /// The exercise's bench, the slots a check uses (``checkSlots(in:)``) laid out with no
  /// trial, or `nil` when it has no trial slot or cannot be laid out. A bench ready before
  /// the first check makes that check compile the learner's tests only.
  static func preparedBench(_ exercise: Exercise, root: URL, pristineCommit: String?) -> Bench? {
    let slots = JudgeSlots(exercise: exercise)
    guard !slots.trials.isEmpty else { return nil }
    let bench = slots.bench(root: root)
    let starter = StarterCache(files: LearnerFiles(root: root, now: Date.init))
      .starter(of: exercise, recorded: pristineCommit)
    let states = ExerciseStates(root: root) { _ in starter }.remembering()
    do {
      try bench.layIdle(
        reserving: try slots.checkSlots(in: states), idleCode: slots.idleCodes(in: states))
    } catch {
      return nil
    }
    return bench
  }
}
