import Foundation
import Synchronization

/// The instructor's copy of a room: a bare repository under `.build/tddkit/rooms/`, one per
/// room URL, into which `kit room` fetches every learner's ref and from which it reads
/// their documents.
///
/// It fetches only `refs/tddkit/learners/*`, with `--prune`, so a learner whose ref the
/// instructor deleted leaves the room too; the instructor's own clone of the kit is never
/// written to.
struct RoomRepository {
  /// The largest `learner.json` the room reads: a real one is well under a megabyte even
  /// with 14 exercises × 500 lights; anything bigger is not the kit's, and is skipped.
  static let maximumDocumentBytes = 8 << 20

  let folder: URL
  let room: String
  var timeout: Duration = .seconds(60)

  init(root: URL, room: String) {
    self.room = room
    folder = root.appending(path: "\(KitPaths.rooms)/\(RoomURL.cacheName(room)).git")
  }

  /// A learner's ref as fetched: the name after `refs/tddkit/learners/`, and the commit.
  struct Ref: Equatable, Sendable {
    var name: String
    var commit: String
  }

  /// What one learner's ref holds: a document the room shows, or why it is skipped.
  enum Entry: Sendable {
    case learner(SharedLearner)
    case skipped(name: String, reason: String)
  }

  /// Fetches every learner's ref from the room, making the copy the first time.
  func fetch() throws(RoomError) {
    if !FileManager.default.fileExists(atPath: folder.appending(path: "HEAD").path) {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let made = try run(["init", "--quiet", "--bare", folder.path], gitDir: false)
      guard made.succeeded else { throw .git("git init: \(made.lastError)") }
    }
    let fetched = try run([
      "fetch", "--quiet", "--prune", "--no-tags", "--no-write-fetch-head", "--force", room,
      "+\(LearnerName.refPrefix)*:\(LearnerName.refPrefix)*",
    ])
    guard fetched.succeeded else {
      throw .unreachable(room: RoomURL.shown(room), detail: SharePublisher.detail(fetched))
    }
    try? Data(Timestamp.string(Date()).utf8).write(to: fetchedMark)
  }

  /// Whether a fetch of the room ever succeeded here, for `--no-fetch`.
  var wasFetched: Bool { FileManager.default.fileExists(atPath: fetchedMark.path) }

  private var fetchedMark: URL { folder.appending(path: "tddkit-fetched") }

  /// Every learner's ref, by name.
  func refs() throws(RoomError) -> [Ref] {
    let listed = try run([
      "for-each-ref", "--format=%(objectname) %(refname)", LearnerName.refPrefix,
    ])
    guard listed.succeeded else { throw .git("git for-each-ref: \(listed.lastError)") }
    return listed.text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ", maxSplits: 1).map(String.init)
      guard fields.count == 2, fields[1].hasPrefix(LearnerName.refPrefix) else { return nil }
      return Ref(name: String(fields[1].dropFirst(LearnerName.refPrefix.count)), commit: fields[0])
    }
  }

  /// Each ref's document, read and checked; a ref without one, one too big, or one that is
  /// not a kit report is an ``Entry/skipped(name:reason:)`` naming why. With `known`, the
  /// exercises a document has that are not among them are dropped before anything else
  /// reads it (``LearnerDocument/keepingOnly(_:)``).
  func entries(_ refs: [Ref], known: Set<String>? = nil) throws(RoomError) -> [Entry] {
    let paths = refs.map { "\($0.commit):\(LearnerDocument.fileName)\n" }.joined()
    let checked = try run(["cat-file", "--batch-check"], input: Data(paths.utf8))
    let lines = checked.text.split(separator: "\n", omittingEmptySubsequences: false)
    var readable: [(ref: Ref, blob: String)] = []
    var skipped: [Int: Entry] = [:]
    for (index, ref) in refs.enumerated() {
      let fields = index < lines.count ? lines[index].split(separator: " ") : []
      guard fields.count == 3, fields[1] == "blob", let size = Int(fields[2]) else {
        skipped[index] = .skipped(name: ref.name, reason: "its commit has no learner.json")
        continue
      }
      guard size <= Self.maximumDocumentBytes else {
        let megabytes = String(format: "%.1f", Double(size) / 1_048_576)
        skipped[index] = .skipped(
          name: ref.name,
          reason:
            "learner.json is \(megabytes) MB, more than the \(Self.maximumDocumentBytes >> 20) MB a kit report can be"
        )
        continue
      }
      readable.append((ref, String(fields[0])))
    }
    let blobs = try read(readable.map(\.blob))
    let decoded = Self.decodeAll(readable.map(\.ref), blobs, known: known)
    var entries: [Entry] = []
    var next = decoded.makeIterator()
    for index in refs.indices {
      if let entry = skipped[index] {
        entries.append(entry)
      } else if let entry = next.next() {
        entries.append(entry)
      }
    }
    return entries
  }

  /// The blobs' bytes, in order, through one `git cat-file --batch`.
  func read(_ blobs: [String]) throws(RoomError) -> [Data] {
    guard !blobs.isEmpty else { return [] }
    let output = try run(
      ["cat-file", "--batch"], input: Data((blobs.joined(separator: "\n") + "\n").utf8)
    )
    .output
    var contents: [Data] = []
    var index = output.startIndex
    while index < output.endIndex, contents.count < blobs.count {
      guard let newline = output[index...].firstIndex(of: 0x0A) else { break }
      let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ")
      guard header.count == 3, let size = Int(header[2]) else { break }
      let start = output.index(after: newline)
      let end = output.index(start, offsetBy: size, limitedBy: output.endIndex) ?? output.endIndex
      contents.append(Data(output[start..<end]))
      index = min(output.index(after: end), output.endIndex)
    }
    guard contents.count == blobs.count else {
      throw .git("git cat-file gave fewer blobs than asked")
    }
    return contents
  }

  /// Decodes every document on every core: a room of 40 is read in the time of 20.
  private static func decodeAll(_ refs: [Ref], _ blobs: [Data], known: Set<String>?) -> [Entry] {
    let results = Mutex([Entry?](repeating: nil, count: refs.count))
    DispatchQueue.concurrentPerform(iterations: refs.count) { index in
      let ref = refs[index]
      let entry: Entry
      do {
        var document = try LearnerDocument.decode(blobs[index])
        if let known { document = document.keepingOnly(known) }
        var lights: [String: ExerciseLights] = [:]
        for (exercise, columns) in document.lights {
          do {
            lights[exercise] = try ExerciseLights(id: exercise, columns)
          } catch {
            throw LearnerDocument.Problem.notAReport("the lights of \(exercise): \(error)")
          }
        }
        entry = .learner(
          SharedLearner(
            name: ref.name, commit: ref.commit, document: document, lights: LearnerLights(lights)))
      } catch {
        entry = .skipped(name: ref.name, reason: "\(error)")
      }
      results.withLock { $0[index] = entry }
    }
    return results.withLock { $0.compactMap { $0 } }
  }

  func run(_ arguments: [String], input: Data? = nil, gitDir: Bool = true)
    throws(RoomError) -> Git.Result
  {
    let git = Git(directory: folder.deletingLastPathComponent(), timeout: timeout)
    do {
      let result = try git.run(
        (gitDir ? ["--git-dir", folder.path] : []) + arguments, input: input)
      if result.status == 127 { throw RoomError.gitMissing }
      return result
    } catch let error as RoomError {
      throw error
    } catch {
      throw .gitMissing
    }
  }
}

/// One learner as the room read them: the name of their ref (never the name inside the
/// document, which anyone could write), the commit, the document, and its lights.
struct SharedLearner: Sendable {
  var name: String
  var commit: String
  var document: LearnerDocument
  var lights: LearnerLights
}
