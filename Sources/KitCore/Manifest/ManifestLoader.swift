import Foundation

/// Assembles the ``Manifest`` from its pieces (``ManifestLayout``): the index's order, and
/// for each exercise its curriculum, its mutants and its recorded reds. A broken piece is
/// reported with its path and the key at fault, never guessed around.
enum ManifestLoader {
  /// `url` is the index, `Exercises/exercises.json`; the pieces are found from the kit's
  /// root above it.
  static func load(from url: URL) throws(ManifestError) -> Manifest {
    guard let index = try decode(ManifestIndex.self, at: url) else {
      throw .missing(path: url.path)
    }
    guard index.schemaVersion == ManifestIndex.schemaVersion else {
      throw .invalid(
        path: url.path,
        reason: "it says schemaVersion \(index.schemaVersion), and this kit reads "
          + "\(ManifestIndex.schemaVersion): an index of folders, each exercise's facts in its "
          + "own files (CONTRIBUTING.md, \"The manifest\")")
    }
    let root = url.deletingLastPathComponent().deletingLastPathComponent()
    var exercises: [Exercise] = []
    for (position, folder) in index.exercises.enumerated() {
      let listed = "exercises[\(position)]"
      guard let id = ManifestIndex.id(ofFolder: folder) else {
        throw .invalid(
          path: url.path,
          reason: "at \(listed): '\(folder)' is not an exercise folder's name (NN-slug)")
      }
      exercises.append(try exercise(id: id, folder: folder, root: root, listedAt: listed))
    }
    return Manifest(schemaVersion: index.schemaVersion, exercises: exercises)
  }

  /// One exercise from its pieces under `root`; `listedAt` says where the index names it.
  static func exercise(id: String, folder: String, root: URL, listedAt listed: String)
    throws(ManifestError) -> Exercise
  {
    func required<T: Decodable>(_ type: T.Type, _ path: String) throws(ManifestError) -> T {
      let url = root.appending(path: path)
      guard let piece = try decode(type, at: url) else {
        throw .missingPiece(path: url.path, listedAt: listed)
      }
      return piece
    }
    let curriculumURL = root.appending(path: ManifestLayout.curriculum(folder))
    let curriculum = try required(ExerciseFile.self, ManifestLayout.curriculum(folder))
    try refuseMovedKeys(in: curriculumURL, folder: folder)
    if let index = curriculum.stages.firstIndex(where: { $0.snapshot?.failing.isEmpty == false }) {
      throw .invalid(
        path: curriculumURL.path,
        reason: "at stages[\(index)].snapshot.failing: reds are recorded in "
          + "\(ManifestLayout.reds(folder)) by \(ManifestLayout.recordCommand(id)), not written here"
      )
    }
    let mutants = try required(MutantsFile.self, ManifestLayout.mutants(folder)).mutants
    // Never recorded yet (a new exercise): none, and `kit verify` says to record them.
    let reds =
      try decode(RecordedReds.self, at: root.appending(path: ManifestLayout.reds(folder)))
      ?? RecordedReds(exerciseID: id, starter: [], snapshots: [])
    var exercise = curriculum.exercise(id: id, folder: folder, mutants: mutants, reds: reds)
    exercise.wheats =
      try decode(WheatsFile.self, at: root.appending(path: ManifestLayout.wheats(folder)))?.wheats
      ?? []
    return exercise
  }

  /// The piece at `url`, or `nil` when there is no file there.
  static func decode<T: Decodable>(_ type: T.Type, at url: URL) throws(ManifestError) -> T? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: "\(error)")
    }
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch let error as DecodingError {
      throw .invalid(path: url.path, reason: describe(error))
    } catch {
      throw .invalid(path: url.path, reason: "\(error)")
    }
  }

  /// A key of the one-file manifest in an exercise's curriculum is named, with where it
  /// lives now, rather than silently ignored.
  private static func refuseMovedKeys(in url: URL, folder: String)
    throws(ManifestError)
  {
    let object = (try? Data(contentsOf: url)).flatMap {
      try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
    }
    for key in (object?.keys).map(Array.init)?.sorted() ?? [] {
      if let moved = ExerciseFile.movedKey(key, folder: folder) {
        throw .invalid(path: url.path, reason: "at \(key): \(moved)")
      }
    }
  }

  /// Turns a decoding error into "at stages[0]: key 'hint' is missing".
  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let parts = context.codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }
      let joined = parts.joined().drop { $0 == "." }
      return joined.isEmpty ? "the top level" : String(joined)
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "at \(path(context)): key '\(key.stringValue)' is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "at \(path(context)): \(context.debugDescription)"
    case .dataCorrupted(let context):
      return "at \(path(context)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}
