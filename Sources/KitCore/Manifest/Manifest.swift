/// The curriculum: the exercises in order, each with its stages, hints, expected failures
/// and mutants, as ``ManifestLoader`` assembles it from the pieces ``ManifestLayout`` names.
public struct Manifest: Codable, Equatable, Sendable {
  public var schemaVersion: Int
  public var exercises: [Exercise]

  public init(schemaVersion: Int = 1, exercises: [Exercise]) {
    self.schemaVersion = schemaVersion
    self.exercises = exercises
  }

  /// The exercise whose id or folder is `key` (`"03"` or `"03-data-provider"`).
  public func exercise(_ key: String) -> Exercise? {
    exercises.first { $0.id == key || $0.folder == key }
  }
}

/// One exercise: a package under `Exercises/` with a twin under `Solutions/`.
public struct Exercise: Codable, Equatable, Sendable {
  public var id: String
  public var folder: String
  public var module: String
  public var title: String
  public var framework: Framework
  public var seeds: [String]
  public var objective: String
  public var minutes: Int
  public var stages: [Stage]
  public var starter: Expectation
  public var mutants: [Mutant]
  /// Set when the exercise can be worked test-first (``LearningMode/testFirst``).
  public var testFirst: TestFirstPlan? = nil

  /// Every walkthrough test, in walkthrough order.
  public var testsInOrder: [String] { stages.flatMap(\.tests) }

  /// The mutants the tests a learner writes in `stage` must catch.
  public func mutants(aimedAt stage: Stage) -> [Mutant] {
    mutants.filter { $0.stage == stage.id }
  }

  /// The tests a run of `variant` may lack: those a learner writes (write-the-test
  /// stages) exist only once written, and a starter's placeholder exists only before.
  public func testsThatMayBeMissing(in variant: Variant) -> Set<String> {
    let written = stages.filter { $0.kind == .writeTheTest }.flatMap(\.tests)
    let placeholders = starter.failing.filter { $0.placeholder == true }.map(\.test)
    switch variant {
    case .starter, .skeleton: return Set(written)
    case .stage: return Set(written + placeholders)
    case .solution, .mutant, .example: return Set(placeholders)
    }
  }
}

/// One step of a walkthrough.
public struct Stage: Codable, Equatable, Sendable {
  public var id: String
  public var title: String
  public var kind: StageKind
  public var tests: [String]
  public var file: String?
  public var hint: String
  public var doubles: [String]
  public var snapshot: Snapshot?
  /// Test-first mode's first hint: the behaviour the stage's test pins, and the red to
  /// expect; the second is ``assertion``, the third the reference test itself.
  public var behaviour: String? = nil
  /// Test-first mode's second hint: the shape of the assertion, not its values.
  public var assertion: String? = nil
  /// Set on a stage whose tests stay given in test-first mode: a scaffolding test that
  /// cannot fail, or a stage whose code is a test double. The skeleton keeps its tests,
  /// the kit does not judge them, and the stage is done when they pass in the learner's
  /// own run.
  public var givenInTestFirst: Bool? = nil
  /// Test-first: each thing the stage's text (its `TODO:` line in the skeleton, or its
  /// ``behaviour`` hint) asks a test to pin. Every part has a chaff that breaks it
  /// (``Mutant/breaks``), so a test that leaves a part out lets that chaff through and is
  /// weak, naming what it left out; and a chaff may only break a part the stage announces.
  public var parts: [StagePart]? = nil

  /// Whether the learner writes this stage's test in test-first mode.
  public var isWrittenTestFirst: Bool { givenInTestFirst != true }
}

/// One thing a test-first stage asks its test to pin, in the stage's own words.
public struct StagePart: Codable, Equatable, Sendable {
  public var id: String
  /// Words the stage's `TODO:` line or behaviour hint says, as they say them: `kit verify`
  /// checks that they are there, so a chaff never breaks something the stage did not ask.
  public var text: String

  public init(id: String, text: String) {
    self.id = id
    self.text = text
  }
}

/// The code as it stands at the end of a stage, and what fails against it.
public struct Snapshot: Codable, Equatable, Sendable {
  public var path: String
  /// Recorded apart from the stage (``RecordedReds``), so an exercise's curriculum says
  /// only `{"path": …}` and the loader fills this in.
  public var failing: [ExpectedFailure]

  public init(path: String, failing: [ExpectedFailure]) {
    self.path = path
    self.failing = failing
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    path = try container.decode(String.self, forKey: .path)
    failing = try container.decodeIfPresent([ExpectedFailure].self, forKey: .failing) ?? []
  }
}

/// Which tests fail, and why; every other test passes.
public struct Expectation: Codable, Equatable, Sendable {
  public var failing: [ExpectedFailure]
}

public struct ExpectedFailure: Codable, Equatable, Sendable {
  public var test: String
  /// A substring of the failure message.
  public var reason: String
  /// Set on a starter's placeholder red (a test that only says "write your first test"):
  /// the learner deletes it, so the solution and the snapshots need not have it.
  public var placeholder: Bool?

  public init(test: String, reason: String, placeholder: Bool? = nil) {
    self.test = test
    self.reason = reason
    self.placeholder = placeholder
  }
}

/// A deliberately broken copy of the solution that good tests must catch.
public struct Mutant: Codable, Equatable, Sendable {
  public var id: String
  public var description: String
  /// The write-the-test or write-the-double stage whose tests must catch it. `kit check`
  /// runs the learner's own tests against such a mutant; `kit verify` proves the
  /// reference tests of that stage catch it. Without a stage, the walkthrough's tests
  /// catch it and the learner has nothing to prove.
  public var stage: String?
  /// What the mutant's patch applies to: the solution (when absent), or, with
  /// `"base": "stage"`, the snapshot of its `stage`, for a mistake of that stage's own
  /// step (a test-first chaff: the code just after the stage, wrong in one way).
  public var base: MutantBase?
  /// A test-first chaff: the part of its stage (``StagePart/id``) it breaks, and nothing
  /// else.
  public var breaks: String?
  /// Set on a chaff that fakes the example a test gives: its patch and description hold
  /// ``Mutant/examplePlaceholder`` where the example goes, and the kit fills in each
  /// literal of that kind the test itself uses (``Variant/example(_:_:)``). A fake-it
  /// step that answers the learner's own example is caught only by a second example,
  /// whatever the learner chose; one that answers the kit's example would miss theirs.
  public var example: ExampleKind?

  public init(
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
  public static let examplePlaceholder = "__EXAMPLE__"

  /// This chaff with `example` in its description: what a learner reads of it.
  public func faking(_ example: String) -> Mutant {
    var filled = self
    filled.description = description.replacingOccurrences(
      of: Self.examplePlaceholder, with: example)
    return filled
  }
}

/// The state a mutant's patch applies to.
public enum MutantBase: String, ManifestWord {
  case solution
  case stage
}
