import Foundation

/// The network half of `kit share`: what the room holds under a learner's ref, who put it
/// there, and the push of a new commit on top of it.
///
/// Only explicit refspecs are used, so nothing but `refs/tddkit/learners/<name>` is ever
/// read or written in the room, and nothing but the share repository's own refs here.
struct SharePublisher {
  let repository: ShareRepository
  /// The room's URL, as git takes it.
  let room: String
  /// How long a command that talks to the room may take before the room counts as
  /// unreachable.
  var timeout: Duration = .seconds(45)

  /// The commit the room holds for `name`, or `nil` when it has none yet.
  func current(_ name: LearnerName) throws(ShareError) -> String? {
    let result = try network(["ls-remote", room, name.ref])
    guard result.succeeded else {
      throw .unreachable(room: RoomURL.shown(room), detail: Self.detail(result))
    }
    let line = result.line
    return line.isEmpty ? nil : String(line.prefix { !$0.isWhitespace })
  }

  /// The clone id in the learner document of the room's commit for `name`; `nil` when that
  /// commit holds none (another tool's, or a document the kit cannot read).
  func owner(of name: LearnerName) throws(ShareError) -> String? {
    let fetched = "refs/tddkit/room-copy"
    let result = try network([
      "--git-dir", repository.folder.path, "fetch", "--quiet", "--no-tags",
      "--no-write-fetch-head", room, "+\(name.ref):\(fetched)",
    ])
    guard result.succeeded else {
      throw .unreachable(room: RoomURL.shown(room), detail: Self.detail(result))
    }
    guard
      let blob = try? repository.run(["cat-file", "blob", "\(fetched):\(LearnerDocument.fileName)"])
    else { return nil }
    struct Owner: Decodable { var learner: String }
    return (try? JSONDecoder().decode(Owner.self, from: blob.output))?.learner
  }

  /// Pushes `commit` as `name`'s ref, never forced: a room whose ref moved on meanwhile
  /// refuses it, and the learner is told. With `replacing`, the push replaces that commit
  /// and no other (`--force-with-lease`): taking a name back.
  func push(_ commit: String, as name: LearnerName, replacing: String? = nil) throws(ShareError) {
    let lease = replacing.map { ["--force-with-lease=\(name.ref):\($0)"] } ?? []
    let result = try network(
      ["--git-dir", repository.folder.path, "push", "--quiet", "--porcelain"] + lease + [
        room, "\(commit):\(name.ref)",
      ])
    guard result.succeeded else {
      if result.timedOut || Self.isUnreachable(result.errors) {
        throw .unreachable(room: RoomURL.shown(room), detail: Self.detail(result))
      }
      throw .rejected(room: RoomURL.shown(room), detail: Self.rejection(result))
    }
  }

  private func network(_ arguments: [String]) throws(ShareError) -> Git.Result {
    var git = repository.git
    git.timeout = timeout
    git.directory = repository.folder
    do {
      let result = try git.run(arguments)
      if result.status == 127 { throw ShareError.gitMissing }
      return result
    } catch let error as ShareError {
      throw error
    } catch {
      throw .gitMissing
    }
  }

  /// git's words for a failure, or the time limit.
  static func detail(_ result: Git.Result) -> String {
    result.timedOut ? "no answer within the time limit" : RoomURL.shown(result.lastError)
  }

  /// Push's own line for a rejected ref (`!\tsha:ref\t[rejected] (…)`) when it gave one.
  private static func rejection(_ result: Git.Result) -> String {
    let refused = result.text.split(separator: "\n").first { $0.hasPrefix("!") }
    guard let refused else { return detail(result) }
    let fields = refused.split(separator: "\t")
    return fields.count >= 3 ? String(fields[2]) : detail(result)
  }

  private static func isUnreachable(_ errors: String) -> Bool {
    let signs = [
      "Could not read from remote", "does not appear to be a git repository",
      "unable to access", "Could not resolve host", "Connection refused", "unable to connect",
      "No such file or directory", "Connection timed out",
    ]
    return signs.contains { errors.contains($0) }
  }
}
