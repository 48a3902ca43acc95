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
  static func git(_ arguments: [String], in folder: URL, check: Bool = true) throws -> String {
    let result = try ProcessRunner.run(
      ["git", "-c", "user.name=Kit Tests", "-c", "user.email=kit@example.invalid"] + arguments,
      in: folder, timeout: .seconds(60))
    if check, result.exitCode != 0 {
      throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: result.output])
    }
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
