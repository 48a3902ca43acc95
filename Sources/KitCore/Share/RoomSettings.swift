import Foundation

/// What `kit share` remembers in `.tddkit/room.json`, so that later it is just `kit share`:
/// the room, the name, whether code goes with the progress, whether every check shares in
/// the background; and the clone's own id, which tells the room a name already taken by
/// another clone from this clone sharing again.
struct RoomSettings: Versioned, Equatable, Sendable {
  static let currentVersion = 1

  var version = Self.currentVersion
  /// The room's git URL, as the learner gave it.
  var room: String?
  var name: String?
  /// A random id made once per clone: a pair at one clone is one learner.
  var learner: String
  var withCode = false
  /// Share in the background after every `kit check` (and every check of `kit watch`).
  var afterEveryCheck = false

  init(learner: String = UUID().uuidString) {
    self.learner = learner
  }

  static func file(root: URL) -> URL { StateStore(root: root).folder.appending(path: "room.json") }

  private static func json(root: URL) -> VersionedJSONFile<RoomSettings> {
    VersionedJSONFile(
      file: file(root: root), shownAs: KitPaths.roomSettings, holds: "the room's settings",
      afterRepair: "kit share starts afresh (a new id for this clone)", empty: RoomSettings())
  }

  /// The settings, and a warning when the file was unusable (it is then moved aside).
  static func load(root: URL) -> (settings: RoomSettings, warning: String?) {
    let (settings, warning) = json(root: root).load(repairing: true)
    return (settings, warning)
  }

  func save(root: URL) throws {
    try Self.json(root: root).save(self)
  }
}
