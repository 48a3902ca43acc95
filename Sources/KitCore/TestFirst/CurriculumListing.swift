import Foundation

/// `kit list --json`: every exercise with its stages, each stage with its chaffs (the
/// planted mistakes a learner's test of it must catch) by id and misconception, and
/// whether the exercise can be worked test-first. For tools and instructors; documented
/// in `docs/runner.md`.
struct CurriculumListing: Encodable {
  struct StageEntry: Encodable {
    var id: String
    var title: String
    var kind: StageKind
    var tests: [String]
    var mutants: [MutantEntry]

    /// Learners read "chaff" for a stage's planted mistakes: the JSON keeps their word.
    enum CodingKeys: String, CodingKey {
      case id, title, kind, tests
      case mutants = "chaffs"
    }
  }

  struct ExerciseEntry: Encodable {
    var id: String
    var folder: String
    var title: String
    var framework: Framework
    var testFirst: Bool
    var stages: [StageEntry]
  }

  var version = 1
  var exercises: [ExerciseEntry]

  init(manifest: Manifest) {
    exercises = manifest.exercises.map { exercise in
      ExerciseEntry(
        id: exercise.id, folder: exercise.folder, title: exercise.title,
        framework: exercise.framework, testFirst: exercise.testFirst != nil,
        stages: exercise.stages.map { stage in
          StageEntry(
            id: stage.id, title: stage.title, kind: stage.kind, tests: stage.tests,
            mutants: exercise.mutants(aimedAt: stage).map(MutantEntry.init))
        })
    }
  }

  func write(to writer: any OutputWriter) -> ExitCode {
    guard let data = try? StateStore.encoder.encode(self) else { return .environmentFailed }
    writer.write(String(decoding: data, as: UTF8.self) + "\n")
    return .success
  }
}

/// A chaff as the JSON documents name it (`kit list --json`, `kit check --json`'s
/// survivors): its id, and the misconception it stands for.
struct MutantEntry: Encodable {
  var id: String
  var misconception: String

  init(_ mutant: Mutant) {
    id = mutant.id
    misconception = mutant.readableDescription
  }
}
