/// Where the manifest's pieces live, by path from the kit's root.
///
/// An exercise carries its own facts, in its twin under `Solutions/` (what Exercism keeps
/// in an exercise's `.meta`): its curriculum, its mutants' descriptions beside their
/// patches, and the reds its states give, written by `kit verify --record` and never by
/// hand. The learner's folder under `Exercises/` holds only the package they work in, so
/// deleting, resetting or sharing it never touches what the kit knows of the exercise.
/// The index holds only the order; adding an exercise touches its own two folders and
/// one line of the root `Package.swift`.
enum ManifestLayout {
  /// The exercises' order: `{"schemaVersion": 2, "exercises": ["00-first-red", …]}`.
  static let index = "Exercises/exercises.json"

  /// The curriculum: title, objective, stages, hints, parts (``ExerciseFile``).
  static func curriculum(_ folder: String) -> String {
    "\(KitPaths.solution(folder))/exercise.json"
  }

  /// Each mutant's description, stage, base, part and example (``MutantsFile``), beside
  /// `Mutants/<id>.patch`.
  static func mutants(_ folder: String) -> String { "\(KitPaths.solution(folder))/mutants.json" }

  /// Each wheat's description, stage and base (``WheatsFile``), beside `Wheats/<id>.patch`;
  /// an exercise may have none.
  static func wheats(_ folder: String) -> String { "\(KitPaths.solution(folder))/wheats.json" }

  /// The tests that fail on the starter and on each stage snapshot, with their reasons
  /// (``RecordedReds``): generated, so it never holds pasted output.
  static func reds(_ folder: String) -> String { "\(KitPaths.solution(folder))/reds.json" }

  /// Every piece that describes the exercise in `folder`, the index first: what a verdict
  /// on it depends on besides its code.
  static func pieces(of folder: String) -> [String] {
    [index, curriculum(folder), mutants(folder), reds(folder)]
  }

  /// The command that records `exercise`'s reds.
  static func recordCommand(_ id: String) -> String { "swift run kit verify --record \(id)" }
}
