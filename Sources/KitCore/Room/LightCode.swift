import Foundation

/// The code behind the lights the page shows, read from the room's own git history: each
/// share of a learner who shares with code is a commit holding their exercise folders, and
/// its message names the newest light of each exercise it was made after
/// (``trailer(_:)``). A light's code is the first share made right after it; the page
/// shows it, and its difference with the light before, without any server.
///
/// Files are kept once each (by blob), so twenty lights of a 300-line exercise cost the
/// lines that changed, not twenty copies.
struct LightCode: Sendable {
  /// By learner name, exercise id and light time (seconds since 1970): the exercise's
  /// files then, path (from the exercise's folder) → index in ``blobs``.
  private(set) var files: [String: [String: [Int: [String: Int]]]] = [:]
  private(set) var blobs: [String] = []

  /// No code: a page made without the room's history, or nobody sharing code.
  static let none = LightCode()

  private init() {}

  /// The line a share's commit message ends with: `TDDKit-Lights: 01=1795000000 03=…`,
  /// each exercise's newest light.
  static func trailer(_ lights: [String: LightColumns]) -> String {
    let newest = lights.keys.sorted().compactMap { id in lights[id]?.at.last.map { "\(id)=\($0)" } }
    return newest.isEmpty ? "" : "\n\n\(key) " + newest.joined(separator: " ")
  }

  static let key = "TDDKit-Lights:"

  /// Reads the code of the newest `kept` lights of each exercise of each learner who
  /// shares with code; what git cannot give is left out, never guessed.
  init(repository: RoomRepository, learners: [RoomLearner], manifest: Manifest, kept: Int) {
    var wanted:
      [(learner: String, exercise: String, seconds: Int, commit: String, folder: String)] = []
    for learner in learners where learner.shared.document.withCode {
      let shares = Self.shares(repository, learner.shared.commit)
      for lights in learner.lights.exercises {
        guard let folder = manifest.exercise(lights.id)?.folder else { continue }
        for index in max(0, lights.count - kept)..<lights.count {
          let seconds = lights.at[index]
          guard let commit = shares.last(where: { $0.lights[lights.id] == seconds })?.commit
          else { continue }
          wanted.append((learner.name, lights.id, seconds, commit, folder))
        }
      }
    }
    var trees: [String: [String: String]] = [:]
    var blobIndex: [String: Int] = [:]
    var ids: [String] = []
    for want in wanted {
      let key = "\(want.commit) \(want.folder)"
      if trees[key] == nil { trees[key] = Self.tree(repository, want.commit, want.folder) }
      var paths: [String: Int] = [:]
      for (path, blob) in trees[key] ?? [:] {
        if blobIndex[blob] == nil {
          blobIndex[blob] = ids.count
          ids.append(blob)
        }
        paths[path] = blobIndex[blob]
      }
      guard !paths.isEmpty else { continue }
      files[want.learner, default: [:]][want.exercise, default: [:]][want.seconds] = paths
    }
    let contents = (try? repository.read(ids)) ?? []
    guard contents.count == ids.count else {
      files = [:]
      return
    }
    blobs = contents.map { data in
      data.count > Self.largestFile
        ? "(\(data.count) bytes: too large to show here)" : String(decoding: data, as: UTF8.self)
    }
  }

  /// A file larger than this is named, not shown: a learner's source file is a few KB.
  static let largestFile = 256 << 10

  /// The exercise's files at light `seconds`, if the room holds them.
  func files(of learner: String, _ exercise: String, at seconds: Int) -> [String: Int]? {
    files[learner]?[exercise]?[seconds]
  }

  /// Every share on `commit`'s history, newest first, with the lights its message names.
  private static func shares(_ repository: RoomRepository, _ commit: String) -> [(
    commit: String, lights: [String: Int]
  )] {
    guard
      let log = try? repository.run(["log", "--format=%H%x1f%B%x1e", commit]), log.succeeded
    else { return [] }
    return log.text.split(separator: "\u{1e}").compactMap { entry in
      let fields = entry.split(separator: "\u{1f}", maxSplits: 1)
      guard fields.count == 2 else { return nil }
      let line = fields[1].split(separator: "\n").last { $0.hasPrefix(key) }
      var lights: [String: Int] = [:]
      for pair in line?.dropFirst(key.count).split(separator: " ") ?? [] {
        let parts = pair.split(separator: "=")
        if parts.count == 2, let seconds = Int(parts[1]) { lights[String(parts[0])] = seconds }
      }
      return (fields[0].trimmingCharacters(in: .whitespacesAndNewlines), lights)
    }
  }

  /// The exercise's files in `commit`: path from the exercise's folder → blob id.
  private static func tree(_ repository: RoomRepository, _ commit: String, _ folder: String)
    -> [String: String]
  {
    let prefix = "code/\(KitPaths.exercise(folder))/"
    guard let listed = try? repository.run(["ls-tree", "-r", "-z", commit, "--", prefix]),
      listed.succeeded
    else { return [:] }
    var found: [String: String] = [:]
    for line in String(decoding: listed.output, as: UTF8.self).split(separator: "\u{0}") {
      let halves = line.split(separator: "\t", maxSplits: 1)
      let fields = halves.first?.split(separator: " ") ?? []
      guard halves.count == 2, fields.count == 3, fields[1] == "blob",
        halves[1].hasPrefix(prefix)
      else { continue }
      found[String(halves[1].dropFirst(prefix.count))] = String(fields[2])
    }
    return found
  }
}
