/// The curriculum as `Exercises/exercises.json` describes it: the one source of order,
/// stages, hints, expected failures and mutants.
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
  public var framework: String
  public var seeds: [String]
  public var objective: String
  public var minutes: Int
  public var stages: [Stage]
  public var starter: Expectation
  public var mutants: [Mutant]

  /// Every walkthrough test, in walkthrough order.
  public var testsInOrder: [String] { stages.flatMap(\.tests) }
}

/// One step of a walkthrough.
public struct Stage: Codable, Equatable, Sendable {
  public var id: String
  public var title: String
  public var kind: String
  public var tests: [String]
  public var file: String?
  public var hint: String
  public var doubles: [String]
  public var snapshot: Snapshot?
}

/// The code as it stands at the end of a stage, and what fails against it.
public struct Snapshot: Codable, Equatable, Sendable {
  public var path: String
  public var failing: [ExpectedFailure]
}

/// Which tests fail, and why; every other test passes.
public struct Expectation: Codable, Equatable, Sendable {
  public var failing: [ExpectedFailure]
}

public struct ExpectedFailure: Codable, Equatable, Sendable {
  public var test: String
  /// A substring of the failure message.
  public var reason: String
}

/// A deliberately broken copy of the solution that good tests must catch.
public struct Mutant: Codable, Equatable, Sendable {
  public var id: String
  public var description: String
}
