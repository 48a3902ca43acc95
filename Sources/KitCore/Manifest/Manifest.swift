/// The curriculum: the exercises in order, each with its stages, hints, expected failures
/// and mutants, as ``ManifestLoader`` assembles it from the pieces ``ManifestLayout`` names.
struct Manifest: Codable, Equatable, Sendable {
  var schemaVersion: Int
  var exercises: [Exercise]

  init(schemaVersion: Int = 1, exercises: [Exercise]) {
    self.schemaVersion = schemaVersion
    self.exercises = exercises
  }

  /// The exercise whose id or folder is `key` (`"03"` or `"03-data-provider"`).
  func exercise(_ key: String) -> Exercise? {
    exercises.first { $0.id == key || $0.folder == key }
  }
}

/// One exercise: a package under `Exercises/` with a twin under `Solutions/`.
struct Exercise: Codable, Equatable, Sendable {
  var id: String
  var folder: String
  var module: String
  var title: String
  var framework: Framework
  var seeds: [String]
  var objective: String
  var minutes: Int
  var stages: [Stage]
  var starter: Expectation
  var mutants: [Mutant]
  /// The alternative correct solutions of test-first stages (``Wheat``), apart from the
  /// mutants so that nothing counts them as mistakes.
  var wheats: [Wheat] = []
  /// Set when the exercise can be worked test-first (``LearningMode/testFirst``).
  var testFirst: TestFirstPlan? = nil

  /// Every walkthrough test, in walkthrough order.
  var testsInOrder: [String] { stages.flatMap(\.tests) }

  /// The mutants the tests a learner writes in `stage` must catch.
  func mutants(aimedAt stage: Stage) -> [Mutant] {
    mutants.filter { $0.stage == stage.id }
  }

  /// The wheats a learner's tests of `stage` must pass on.
  func wheats(of stage: Stage) -> [Wheat] {
    wheats.filter { $0.stage == stage.id }
  }

  /// The tests a run of `variant` may lack: those a learner writes (write-the-test
  /// stages) exist only once written, and a starter's placeholder exists only before.
  func testsThatMayBeMissing(in variant: Variant) -> Set<String> {
    let written = stages.filter { $0.kind == .writeTheTest }.flatMap(\.tests)
    let placeholders = starter.failing.filter { $0.placeholder == true }.map(\.test)
    switch variant {
    case .starter, .skeleton: return Set(written)
    case .stage: return Set(written + placeholders)
    case .solution, .mutant, .example, .wheat: return Set(placeholders)
    }
  }
}

/// One step of a walkthrough.
struct Stage: Codable, Equatable, Sendable {
  var id: String
  var title: String
  var kind: StageKind
  var tests: [String]
  var file: String?
  var hint: String
  var doubles: [String]
  var snapshot: Snapshot?
  /// Test-first mode's first hint: the behaviour the stage's test pins, and the red to
  /// expect; the second is ``assertion``, the third the reference test itself.
  var behaviour: String? = nil
  /// Test-first mode's second hint: the shape of the assertion, not its values.
  var assertion: String? = nil
  /// Set on a stage whose tests stay given in test-first mode: a scaffolding test that
  /// cannot fail, or a stage whose code is a test double. The skeleton keeps its tests,
  /// the kit does not judge them, and the stage is done when they pass in the learner's
  /// own run.
  var givenInTestFirst: Bool? = nil
  /// Test-first: each thing the stage's text (its `TODO:` line in the skeleton, or its
  /// ``behaviour`` hint) asks a test to pin. Every part has a chaff that breaks it
  /// (``Mutant/breaks``), so a test that leaves a part out lets that chaff through and is
  /// weak, naming what it left out; and a chaff may only break a part the stage announces.
  var parts: [StagePart]? = nil

  /// Set on a stage some of whose tests pass before it by design (``GreenBefore``), so
  /// that a learner is not told they never saw such a test fail.
  var greenBefore: GreenBefore? = nil

  /// Whether the learner writes this stage's test in test-first mode.
  var isWrittenTestFirst: Bool { givenInTestFirst != true }
}

/// Which of a stage's tests pass on the code before it by design, as its README says.
enum GreenBefore: String, ManifestWord {
  /// One of them (08's release test, 02's "a different item is still added"): another
  /// test of the stage goes red, and that red is the stage's.
  case one
  /// Any of them: the learner's code may already be right (07's storyboard table), and
  /// the red is seen only by writing the detour first.
  case all
}

/// One thing a test-first stage asks its test to pin, in the stage's own words.
struct StagePart: Codable, Equatable, Sendable {
  var id: String
  /// Words the stage's `TODO:` line or behaviour hint says, as they say them: `kit verify`
  /// checks that they are there, so a chaff never breaks something the stage did not ask.
  var text: String

}

/// The code as it stands at the end of a stage, and what fails against it.
struct Snapshot: Codable, Equatable, Sendable {
  var path: String
  /// Recorded apart from the stage (``RecordedReds``), so an exercise's curriculum says
  /// only `{"path": …}` and the loader fills this in.
  var failing: [ExpectedFailure]

  init(path: String, failing: [ExpectedFailure]) {
    self.path = path
    self.failing = failing
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    path = try container.decode(String.self, forKey: .path)
    failing = try container.decodeIfPresent([ExpectedFailure].self, forKey: .failing) ?? []
  }
}

/// Which tests fail, and why; every other test passes.
struct Expectation: Codable, Equatable, Sendable {
  var failing: [ExpectedFailure]
}

struct ExpectedFailure: Codable, Equatable, Sendable {
  var test: String
  /// A substring of the failure message.
  var reason: String
  /// Set on a starter's placeholder red (a test that only says "write your first test"):
  /// the learner deletes it, so the solution and the snapshots need not have it.
  var placeholder: Bool?

  init(test: String, reason: String, placeholder: Bool? = nil) {
    self.test = test
    self.reason = reason
    self.placeholder = placeholder
  }
}

/// A deliberately broken copy of the solution that good tests must catch.
struct Mutant: Codable, Equatable, Sendable {
  var id: String
  var description: String
  /// The write-the-test or write-the-double stage whose tests must catch it. `kit check`
  /// runs the learner's own tests against such a mutant; `kit verify` proves the
  /// reference tests of that stage catch it. Without a stage, the walkthrough's tests
  /// catch it and the learner has nothing to prove.
  var stage: String?
  /// What the mutant's patch applies to: the solution (when absent), or, with
  /// `"base": "stage"`, the snapshot of its `stage`, for a mistake of that stage's own
  /// step (a test-first chaff: the code just after the stage, wrong in one way).
  var base: MutantBase?
  /// A test-first chaff: the part of its stage (``StagePart/id``) it breaks, and nothing
  /// else.
  var breaks: String?
  /// Set on a chaff that fakes the example a test gives: its patch and description hold
  /// ``Mutant/examplePlaceholder`` where the example goes, and the kit fills in each
  /// literal of that kind the test itself uses (``Variant/example(_:_:)``). A fake-it
  /// step that answers the learner's own example is caught only by a second example,
  /// whatever the learner chose; one that answers the kit's example would miss theirs.
  var example: ExampleKind?

  init(
    id: String, description: String, stage: String? = nil, base: MutantBase? = nil,
    breaks: String? = nil, example: ExampleKind? = nil
  ) {
    self.id = id
    self.description = description
    self.stage = stage
    self.base = base
    self.breaks = breaks
    self.example = example
  }

  /// What an example chaff's patch and description hold where the example goes.
  static let examplePlaceholder = "__EXAMPLE__"

  /// This chaff with `example` in its description: what a learner reads of it.
  func faking(_ example: String) -> Mutant {
    var filled = self
    filled.description = description.replacingOccurrences(
      of: Self.examplePlaceholder, with: example)
    return filled
  }
}

/// The state a mutant's patch applies to.
enum MutantBase: String, ManifestWord {
  case solution
  case stage
}
