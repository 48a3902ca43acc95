import Foundation

/// Reads and writes `.tddkit/state.json`: a file it cannot read is moved aside, never
/// overwritten (see ``VersionedJSONFile``).
struct StateStore {
  let folder: URL
  var file: URL { folder.appending(path: "state.json") }

  init(root: URL) {
    self.folder = root.appending(path: KitPaths.record)
  }

  /// The state, and a warning for the learner when the file was unusable.
  func load(repairing: Bool, now: Date = Date()) -> (state: KitState, warning: String?) {
    let (state, warning) = json.load(repairing: repairing, now: now)
    return (state, warning)
  }

  /// Writes the whole state atomically, so a kit stopped halfway leaves the old file.
  func save(_ state: KitState) throws {
    try json.save(state)
  }

  private var json: VersionedJSONFile<KitState> {
    VersionedJSONFile(
      file: file, shownAs: KitPaths.state, holds: "the kit's state",
      afterRepair: "a new state file is started", empty: KitState())
  }

  static var encoder: JSONEncoder { VersionedJSONFile<KitState>.encoder }
  static var decoder: JSONDecoder { VersionedJSONFile<KitState>.decoder }
}
