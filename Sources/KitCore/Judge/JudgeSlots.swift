import Foundation

/// The slots of an exercise's test-first bench (``Bench``), and what each one holds.
///
/// For each stage the learner writes, in walkthrough order (the `n`th such stage):
/// `s<n>_ref` (the kit's code at the stage's end), `s<n>_fin` (the finished solution,
/// when the stage's end is another state: a test failing at the end of its stage but
/// passing there leans on a later stage), `s<n>_before` (the code before the stage),
/// `s<n>_c<k>` (its `k`th chaff) and `s<n>_x<k>` (its example chaffs, one slot per literal
/// of the learner's test they fake, at most ``examplesPerStage``). One slot more, `code`:
/// the learner's code under the kit's own tests. In guided mode, where a stage asks the
/// learner to write tests or a double, their tests meet the solution in `g_base` and each
/// mistake planted for such a stage in `g_m<k>`. The list depends only on the manifest, so
/// the bench's package is the same from one check to the next, in either mode.
struct JudgeSlots {
  let exercise: Exercise

  static let examplesPerStage = 4
  static let code = "code"

  /// The stages the learner writes test-first, with their number in slot names.
  var stages: [(number: Int, stage: Stage)] {
    exercise.stages.filter(\.isWrittenTestFirst).enumerated().map { ($0.offset + 1, $0.element) }
  }

  /// What a slot holds.
  enum Content: Equatable {
    case reference(Stage)
    case finished(Stage)
    case before(Stage)
    case chaff(Stage, Mutant)
    case example(Stage, Int)
    case learnerCode
    /// Guided: the solution, under the learner's written tests.
    case guidedBase
    /// Guided: a mistake planted for a stage whose tests (or double) the learner writes.
    case guidedMutant(Mutant)
  }

  var all: [String] { contents.map(\.slot) + [Self.code] }

  /// The mutants guided checks try the learner's written tests against.
  var guidedMutants: [Mutant] {
    let written = Set(exercise.stages.filter(\.kind.learnerWritesTests).map(\.id))
    return exercise.mutants.filter { $0.stage.map(written.contains) == true }
  }

  /// Every slot but `code`, with what it holds.
  var contents: [(slot: String, content: Content)] {
    testFirstContents + guidedContents
  }

  private var guidedContents: [(slot: String, content: Content)] {
    let mutants = guidedMutants
    guard !mutants.isEmpty else { return [] }
    return [("g_base", .guidedBase)]
      + mutants.enumerated().map { ("g_m\($0.offset + 1)", .guidedMutant($0.element)) }
  }

  private var testFirstContents: [(slot: String, content: Content)] {
    guard exercise.testFirst != nil else { return [] }
    return stages.flatMap { number, stage -> [(slot: String, content: Content)] in
      let prefix = "s\(number)_"
      var slots: [(slot: String, content: Content)] = [("\(prefix)ref", .reference(stage))]
      if stage.snapshot != nil { slots.append(("\(prefix)fin", .finished(stage))) }
      slots.append(("\(prefix)before", .before(stage)))
      let chaffs = exercise.mutants(aimedAt: stage)
      for (index, chaff) in chaffs.filter({ $0.example == nil }).enumerated() {
        slots.append(("\(prefix)c\(index + 1)", .chaff(stage, chaff)))
      }
      if chaffs.contains(where: { $0.example != nil }) {
        for index in 1...Self.examplesPerStage {
          slots.append(("\(prefix)x\(index)", .example(stage, index)))
        }
      }
      return slots
    }
  }

  func slot(_ content: Content) -> String? {
    content == .learnerCode ? Self.code : contents.first { $0.content == content }?.slot
  }

  func content(of slot: String) -> Content? {
    slot == Self.code ? .learnerCode : contents.first { $0.slot == slot }?.content
  }

  /// The exercise's bench, every slot laid out with no trial, or `nil` when it has no
  /// slot a trial could use (no test-first version, no stage whose tests the learner
  /// writes) or cannot be laid out. A bench ready before the first check makes that
  /// check compile the learner's tests only.
  static func preparedBench(_ exercise: Exercise, root: URL, pristineCommit: String?) -> Bench? {
    let slots = JudgeSlots(exercise: exercise)
    guard !slots.contents.isEmpty else { return nil }
    let bench = Bench(kitRoot: root, exercise: exercise, slots: slots.all)
    let starter = StarterCache(files: LearnerFiles(root: root, now: Date.init))
      .starter(of: exercise, recorded: pristineCommit)
    let states = ExerciseStates(root: root) { _ in starter }
    do {
      try bench.layIdle { slot in
        try slots.content(of: slot).flatMap { try slots.code(of: $0, in: states) }
      }
    } catch {
      return nil
    }
    return bench
  }

  /// The code of the kit's state `content` stands for; `nil` for the learner's code. An
  /// example slot holds its stage's end until a learner's literal goes in.
  func code(of content: Content, in states: ExerciseStates) throws -> FileTree? {
    switch content {
    case .reference(let stage), .example(let stage, _):
      try states.files(exercise, stage.snapshot == nil ? .solution : .stage(stage.id))
    case .finished: try states.files(exercise, .solution)
    case .before(let stage): try states.base(of: exercise, .stage(stage.id))
    case .chaff(_, let chaff): try states.files(exercise, .mutant(chaff.id))
    case .guidedBase: try states.files(exercise, .solution)
    case .guidedMutant(let mutant): try states.files(exercise, .mutant(mutant.id))
    case .learnerCode: nil
    }
  }
}
