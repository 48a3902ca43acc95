/// `Exercises/exercises.json`: the exercises' folders in walkthrough order, and nothing
/// else that belongs to an exercise (``ManifestLayout``).
struct ManifestIndex: Codable, Equatable, Sendable {
  /// The layout this kit reads: 2 is the index with a file of its own per exercise; 1 was
  /// one file for everything.
  static let schemaVersion = 2

  var schemaVersion: Int
  /// Folder names, `NN-slug`; the exercise's id is its `NN`.
  var exercises: [String]

  /// The id of the exercise in `folder` (`"03"` for `03-data-provider`), or `nil` for a
  /// name that is not a plain `NN-slug` folder.
  static func id(ofFolder folder: String) -> String? {
    let id = folder.prefix { $0 != "-" }
    guard !id.isEmpty, id.count < folder.count - 1, !folder.contains("/"), !folder.contains("..")
    else { return nil }
    return String(id)
  }
}
