import Foundation

/// How the last background share went, in `.tddkit/share-status.json`, so that the next
/// check can say a failure once: a share in the background has no terminal of its own, and
/// a learner told at every check that the room is down would stop reading the kit.
struct ShareStatus: Versioned, Equatable, Sendable {
  static let currentVersion = 1

  var version = Self.currentVersion
  var at: Date?
  /// What went wrong, in ``ShareError``'s words; `nil` after a share that worked.
  var failure: String?
  /// Whether a check has said this failure already.
  var said = false

  init() {}

  static func file(root: URL) -> URL {
    StateStore(root: root).folder.appending(path: "share-status.json")
  }

  private static func json(root: URL) -> VersionedJSONFile<ShareStatus> {
    VersionedJSONFile(
      file: file(root: root), shownAs: KitPaths.shareStatus,
      holds: "the last share's outcome", afterRepair: "it is started afresh", empty: ShareStatus())
  }

  static func load(root: URL) -> ShareStatus {
    json(root: root).load(repairing: true).content
  }

  /// Records a share's outcome: a failure already said stays said while it is the same.
  static func record(_ failure: String?, at date: Date, root: URL) {
    var status = load(root: root)
    status.said = failure != nil && status.failure == failure && status.said
    status.failure = failure
    status.at = date
    try? json(root: root).save(status)
  }

  /// The failure no check has said yet, marked said; `nil` when there is none.
  static func takeUnsaidFailure(root: URL) -> String? {
    var status = load(root: root)
    guard let failure = status.failure, !status.said else { return nil }
    status.said = true
    try? json(root: root).save(status)
    return failure
  }
}
