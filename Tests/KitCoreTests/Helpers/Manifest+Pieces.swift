import Foundation

@testable import KitCore

extension Manifest {
  /// Writes this manifest under `root` in the kit's layout (``ManifestLayout``): the index,
  /// and each exercise's curriculum, mutants and reds. What a test that changes a manifest
  /// saves for the kit to load.
  func write(into root: URL) throws {
    func save(_ data: Data, _ path: String) throws {
      let url = root.appending(path: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let index = ManifestIndex(
      schemaVersion: ManifestIndex.schemaVersion, exercises: exercises.map(\.folder))
    try save(encoder.encode(index), ManifestLayout.index)
    for exercise in exercises {
      let folder = exercise.folder
      try save(encoder.encode(ExerciseFile(exercise)), ManifestLayout.curriculum(folder))
      try save(
        encoder.encode(MutantsFile(mutants: exercise.mutants)), ManifestLayout.mutants(folder))
      try save(Data(RecordedReds(exercise).text.utf8), ManifestLayout.reds(folder))
    }
  }
}

extension ExerciseFile {
  /// What an author writes of `exercise`: everything but its id, folder, mutants and reds.
  init(_ exercise: Exercise) {
    var stages = exercise.stages
    for index in stages.indices { stages[index].snapshot?.failing = [] }
    let placeholders = exercise.starter.failing.filter { $0.placeholder == true }.map(\.test)
    self.init(
      module: exercise.module, title: exercise.title, framework: exercise.framework,
      seeds: exercise.seeds, objective: exercise.objective, minutes: exercise.minutes,
      stages: stages, placeholders: placeholders.isEmpty ? nil : placeholders,
      testFirst: exercise.testFirst)
  }
}

extension RecordedReds {
  /// The reds `exercise` expects, as a recording of them would hold them.
  init(_ exercise: Exercise) {
    self.init(
      exerciseID: exercise.id,
      starter: exercise.starter.failing.map { ExpectedFailure(test: $0.test, reason: $0.reason) },
      snapshots: exercise.stages.compactMap { stage in
        stage.snapshot.map { SnapshotReds(stage: stage.id, failing: $0.failing) }
      })
  }
}
