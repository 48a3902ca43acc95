import Foundation

/// The learner's side of ``WholeSecondGuard``: an editor's save in the same whole second as
/// the version the kit's last check built would leave the driver believing the old object
/// file, and the check would report the code before the save.
///
/// After each check the kit records, per file of the exercise, the whole second of its
/// modification time and a digest of its bytes (`.tddkit/edits/<folder>.json`); before the
/// next, a file whose bytes changed but whose second did not is given the next second.
/// Only the time moves, never the learner's bytes.
struct SameSecondEdits {
  let root: URL
  let exercise: Exercise

  fileprivate struct Seen: Codable {
    var second: Double
    var digest: String
  }

  private var record: URL { root.appending(path: KitPaths.edits(exercise.folder)) }
  private var folder: URL { root.appending(path: KitPaths.exercise(exercise.folder)) }

  /// What a build is about to compile: each file's whole second and digest.
  struct Snapshot {
    fileprivate var files: [String: Seen]
  }

  /// Moves on the time of each file changed since the last check within its second, and
  /// returns what the check's build will see, for ``remember(_:)``.
  func separate() -> Snapshot {
    let seen =
      (try? Data(contentsOf: record)).flatMap {
        try? JSONDecoder().decode([String: Seen].self, from: $0)
      } ?? [:]
    var now: [String: Seen] = [:]
    for (path, bytes) in ExerciseStates.read(folder, trees: ["Sources", "Tests"]) {
      let url = folder.appending(path: path)
      guard var time = WholeSecondGuard.modificationTime(of: url) else { continue }
      let digest = Self.digest(bytes)
      if let last = seen[path], last.digest != digest,
        floor(time.timeIntervalSince1970) == last.second
      {
        try? WholeSecondGuard.separate(url, from: time)
        time = WholeSecondGuard.modificationTime(of: url) ?? time
      }
      now[path] = Seen(second: floor(time.timeIntervalSince1970), digest: digest)
    }
    return Snapshot(files: now)
  }

  /// Records what the check's build compiled, read before it started: a save during the
  /// build is then a change the next check sees.
  func remember(_ snapshot: Snapshot) {
    try? FileManager.default.createDirectory(
      at: record.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? JSONEncoder().encode(snapshot.files).write(to: record, options: .atomic)
  }

  private static func digest(_ data: Data) -> String {
    var digest = ContentDigest()
    digest.add(files: ["": data])
    return digest.hex
  }
}
