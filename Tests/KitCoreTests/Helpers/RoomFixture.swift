import Foundation

@testable import KitCore

/// A room for sharing tests: a bare repository in a temporary folder, and learners' clones
/// of the miniature kit beside it; everything is removed with the value.
final class RoomFixture {
  let folder: TemporaryFolder
  let room: URL
  /// When every light of a test is taken: the fixture's learners check at these times.
  let start = Date(timeIntervalSince1970: 1_795_000_000)

  init() throws {
    folder = try TemporaryFolder()
    room = folder.url.appending(path: "room.git")
    try Self.git(["init", "-q", "--bare", room.path], in: folder.url)
  }

  /// A learner: a git clone of the miniature kit with `lights` recorded on exercise 01.
  func learner(lights: [LightColour] = [], secondExercise: Bool = false) throws -> MiniKitCopy {
    let kit = try MiniKitCopy(git: true, secondExercise: secondExercise)
    var state = KitState()
    for (index, colour) in lights.enumerated() {
      state[exercise: "01"].add(
        Light(
          at: start + Double(index * 60), colour: colour, changed: index == 0 ? .first : .code,
          ran: 2, passed: colour == .green ? 2 : 0,
          sides: SideDigests(tests: "t", code: "c\(index)")
        ))
    }
    if !lights.isEmpty {
      state[exercise: "01"].lastCheck = CheckSummary(
        at: start, green: lights.last == .green, compiled: true, timedOut: false,
        passed: lights.last == .green ? 2 : 0, total: 2, next: nil)
      // Judged as the files are now, as a real check leaves them.
      state[exercise: "01"].judgedFiles = SideDigests(
        exerciseAt: kit.root.appending(path: KitPaths.exercise("01-answer")))
    }
    try StateStore(root: kit.root).save(state)
    return kit
  }

  /// `kit share ARGUMENTS…` in `kit`, at the fixture's time.
  func share(_ kit: MiniKitCopy, _ arguments: [String]) -> (code: ExitCode, text: String) {
    let writer = BufferWriter()
    let code = Kit(root: kit.root, writer: writer, now: { self.start + 3600 })
      .run(["share"] + arguments)
    return (code, writer.text)
  }

  /// The commit the room holds for `name`, or `nil`.
  func commit(of name: String) throws -> String? {
    let result = try Self.git(
      ["rev-parse", "--verify", "-q", "refs/tddkit/learners/\(name)"], in: room, check: false)
    return result.isEmpty ? nil : result
  }

  /// `learner.json` as the room holds it for `name`.
  func document(of name: String) throws -> LearnerDocument {
    let text = try Self.git(
      ["cat-file", "blob", "refs/tddkit/learners/\(name):learner.json"], in: room)
    return try LearnerDocument.decode(Data(text.utf8))
  }

  @discardableResult
  static func git(_ arguments: [String], in folder: URL, check: Bool = true, input: URL? = nil)
    throws -> String
  {
    let line =
      ["git", "-c", "user.name=Kit Tests", "-c", "user.email=kit@example.invalid"] + arguments
    let result = try ProcessRunner.run(
      input.map { ["sh", "-c", "\"$0\" \"$@\" < \"\($0.path)\""] + line } ?? line, in: folder,
      timeout: .seconds(60))
    if check, result.exitCode != 0 {
      throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: result.output])
    }
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

extension RoomFixture {
  /// Puts `document` as `learner.json` on `name`'s ref in the room, as anyone with push
  /// access could: nothing checks what it holds.
  func forge(_ name: String, document: Data) throws {
    let blobFile = folder.url.appending(path: "forged-\(UUID().uuidString)")
    try document.write(to: blobFile)
    defer { try? FileManager.default.removeItem(at: blobFile) }
    let blob = try Self.git(["hash-object", "-w", blobFile.path], in: room)
    let listing = folder.url.appending(path: "tree-\(UUID().uuidString)")
    try "100644 blob \(blob)\tlearner.json\n".write(to: listing, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: listing) }
    let tree = try Self.git(["mktree"], in: room, input: listing)
    let commit = try Self.git(["commit-tree", tree, "-m", "forged"], in: room)
    try Self.git(["update-ref", "refs/tddkit/learners/\(name)", commit], in: room)
  }

  /// A learner document for `name` with `lights` on `exercise` (01 of the miniature kit
  /// unless said), its last check summed up as `lastCheck` (by default, as a guided check
  /// of two tests gives the last light).
  func document(
    name: String, lights: [Light], manifest: Manifest, mode: LearningMode = .guided,
    exercise: String = "01", lastCheck: CheckSummary? = nil
  ) throws -> Data {
    var state = KitState()
    for light in lights { state[exercise: exercise].add(light) }
    state[exercise: exercise].mode = mode
    if let last = lights.last {
      state[exercise: exercise].lastCheck =
        lastCheck
        ?? CheckSummary(
          at: last.at, green: last.colour == .green, compiled: true, timedOut: false,
          passed: last.passed, total: 2, next: last.next)
    }
    return try LearnerDocument(
      name: name, learner: UUID().uuidString, at: start + 7200, withCode: false,
      manifest: manifest, state: state
    ).encoded()
  }

  /// `kit room ARGUMENTS…` from `kit`'s root at `time` (default: two hours after start).
  func room(_ kit: MiniKitCopy, _ arguments: [String], at time: Date? = nil) -> (
    code: ExitCode, output: String, errors: String
  ) {
    let writer = BufferWriter()
    let code = Kit(root: kit.root, writer: writer, now: { time ?? self.start + 7200 })
      .run(["room"] + arguments)
    return (code, writer.output, writer.errors)
  }
}
