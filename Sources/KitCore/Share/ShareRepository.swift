import Foundation

/// `.tddkit/share.git`: a bare repository of the kit's own, in which `kit share` builds the
/// commit it pushes to the room.
///
/// The learner's own repository is never used: not its branches, not its index, not its
/// working tree, not even its object store. The commit is built with git's plumbing in a
/// temporary index (`GIT_INDEX_FILE`): blobs by `hash-object`, the tree by `update-index`
/// and `write-tree`, the commit by `commit-tree`. So sharing works the same in a clone, in
/// a downloaded copy of the kit, and in the middle of a learner's rebase.
struct ShareRepository {
  let folder: URL
  /// How long a local git command may take; a network one gets the publisher's limit.
  var timeout: Duration = .seconds(60)

  init(root: URL) {
    folder = StateStore(root: root).folder.appending(path: "share.git")
  }

  /// The folder's git, with `--git-dir` on every command.
  var git: Git { Git(directory: folder, timeout: timeout) }

  /// Makes the repository the first time.
  func prepare() throws(ShareError) {
    guard !FileManager.default.fileExists(atPath: folder.appending(path: "HEAD").path) else {
      return
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .files(ReadableError.sentence(error))
    }
    let made = try? Git(directory: folder.deletingLastPathComponent(), timeout: timeout)
      .run(["init", "--quiet", "--bare", folder.path])
    guard let made, made.status != 127 else { throw .gitMissing }
    guard made.succeeded else { throw .git("git init: \(made.lastError)") }
  }

  /// A commit of `document` as `learner.json` and each of `code`'s files (path in the
  /// commit → file on disk) on top of `parent`, made by `name`; answers its id.
  func commit(
    document: Data, code: [String: URL], parent: String?, name: String, message: String
  ) throws(ShareError) -> String {
    let index = folder.appending(path: "index-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: index) }
    var indexGit = git
    indexGit.extraEnvironment = ["GIT_INDEX_FILE": index.path]
    var entries = [(mode: "100644", id: try blob(document), path: LearnerDocument.fileName)]
    let paths = code.keys.sorted().filter { !$0.contains("\n") }
    if !paths.isEmpty {
      let list = paths.map { code[$0]?.path ?? "" }.joined(separator: "\n") + "\n"
      let ids = try run(["hash-object", "-w", "--stdin-paths"], input: Data(list.utf8))
        .text.split(separator: "\n").map(String.init)
      guard ids.count == paths.count else { throw .git("hash-object gave too few ids") }
      for (path, id) in zip(paths, ids) {
        let executable = FileManager.default.isExecutableFile(atPath: code[path]?.path ?? "")
        entries.append((executable ? "100755" : "100644", id, path))
      }
    }
    let list = entries.map { "\($0.mode) \($0.id)\t\($0.path)\u{0}" }.joined()
    try run(["update-index", "--add", "-z", "--index-info"], input: Data(list.utf8), in: indexGit)
    let tree = try run(["write-tree"], in: indexGit).line
    var committer = git
    let email = "\(name)@tddkit.invalid"
    committer.extraEnvironment = [
      "GIT_AUTHOR_NAME": name, "GIT_AUTHOR_EMAIL": email, "GIT_COMMITTER_NAME": name,
      "GIT_COMMITTER_EMAIL": email,
    ]
    let parents = parent.map { ["-p", $0] } ?? []
    return try run(["commit-tree", tree] + parents + ["-m", message], in: committer).line
  }

  /// The commit this clone last pushed, kept as `refs/tddkit/shared`.
  var lastShared: String? {
    let result = try? run(["rev-parse", "--verify", "-q", Self.shared])
    return result?.line
  }

  func remember(shared commit: String) throws(ShareError) {
    try run(["update-ref", Self.shared, commit])
  }

  static let shared = "refs/tddkit/shared"

  private func blob(_ data: Data) throws(ShareError) -> String {
    try run(["hash-object", "-w", "--stdin"], input: data).line
  }

  /// Runs a command on the repository; a failure is a ``ShareError`` with git's words.
  @discardableResult
  func run(_ arguments: [String], input: Data? = nil, in git: Git? = nil) throws(ShareError)
    -> Git.Result
  {
    let git = git ?? self.git
    let result: Git.Result
    do {
      result = try git.run(["--git-dir", folder.path] + arguments, input: input)
    } catch {
      throw .gitMissing
    }
    if result.status == 127 { throw .gitMissing }
    guard result.succeeded else { throw .git("git \(arguments[0]): \(result.lastError)") }
    return result
  }
}
