import Foundation
import Testing

@testable import KitCore

@Suite("kit share: the learner's progress on a ref of its own in the room")
struct ShareCommandTests {
  let fixture: RoomFixture

  init() throws {
    fixture = try RoomFixture()
  }

  @Test("shares the progress and the lights as learner.json on refs/tddkit/learners/<name>")
  func sharesTheDocument() throws {
    let kit = try fixture.learner(lights: [.red, .red, .green])

    let result = fixture.share(kit, ["--room", fixture.room.path, "--name", "ana"])

    #expect(result.code == .success, "\(result.text)")
    #expect(
      result.text.contains(
        "Shared with the room at \(fixture.room.path) as ana: 1 exercise, 3 lights."))
    let document = try fixture.document(of: "ana")
    #expect(document.name == "ana")
    #expect(document.progress.exercises.first?.status == .done)
    #expect(try document.lights["01"]?.lights().map(\.colour) == [.red, .red, .green])
    #expect(document.withCode == false)
  }

  @Test("progress follows the files: green code changed since its check is not shared as done")
  func followsTheFiles() throws {
    let kit = try fixture.learner(lights: [.red, .green])
    try kit.appendLine("// broken since", to: "Exercises/01-answer/Sources/Answer/Answer.swift")

    let result = fixture.share(kit, ["--room", fixture.room.path, "--name", "ana"])

    #expect(result.code == .success, "\(result.text)")
    let document = try fixture.document(of: "ana")
    #expect(document.progress.exercises.first?.status != .done)
    #expect(document.progress.exercises.first?.testsGreen == nil)
    #expect(try document.lights["01"]?.lights().map(\.colour) == [.red, .green])
  }

  @Test(
    "the room and the name are remembered: the next share is just kit share, on top of the last")
  func remembersAndBuildsOnTheLastShare() throws {
    let kit = try fixture.learner(lights: [.red])
    _ = fixture.share(kit, ["--room", fixture.room.path, "--name", "ana"])
    let first = try fixture.commit(of: "ana")

    let again = fixture.share(kit, [])

    #expect(again.code == .success, "\(again.text)")
    let second = try fixture.commit(of: "ana")
    #expect(second != first)
    #expect(try RoomFixture.git(["rev-parse", "\(second ?? "")^"], in: fixture.room) == first)
  }

  @Test("sharing touches nothing of the learner's: branches, index, working tree, objects")
  func leavesTheLearnersRepositoryAlone() throws {
    let kit = try fixture.learner(lights: [.red])
    try kit.appendLine(
      "// edited, not staged", to: "Exercises/01-answer/Sources/Answer/Answer.swift")
    try kit.appendLine("// staged", to: "Exercises/01-answer/Package.swift")
    try kit.git("add", "Exercises/01-answer/Package.swift")
    let before = try snapshot(of: kit)

    let result = fixture.share(kit, ["--room", fixture.room.path, "--name", "ana", "--with-code"])

    #expect(result.code == .success, "\(result.text)")
    #expect(try snapshot(of: kit) == before)
  }

  @Test("--with-code puts the learner's exercise folders in the commit, as they are on disk")
  func withCode() throws {
    let kit = try fixture.learner(lights: [.red])
    try kit.put("green")

    _ = fixture.share(kit, ["--room", fixture.room.path, "--name", "ana", "--with-code"])

    let shared = try RoomFixture.git(
      [
        "cat-file", "blob",
        "refs/tddkit/learners/ana:code/Exercises/01-answer/Sources/Answer/Answer.swift",
      ],
      in: fixture.room)
    #expect(
      shared
        == (try String(contentsOf: kit.answer, encoding: .utf8)).trimmingCharacters(
          in: .whitespacesAndNewlines))
    #expect(try fixture.document(of: "ana").withCode)
  }

  @Test(
    "a name that cannot be a ref is refused, saying why, and nothing is shared",
    arguments: [
      "ana lopez", "ana/ben", "ana..b", "ana.lock", "", "a:b", String(repeating: "x", count: 65),
    ])
  func badNames(name: String) throws {
    let kit = try fixture.learner()

    let result = fixture.share(kit, ["--room", fixture.room.path, "--name", name])

    #expect(result.code == .usage)
    #expect(result.text.contains("the name cannot be used"), "\(result.text)")
    #expect(result.text.contains("Nothing of yours was changed."))
    #expect(try RoomFixture.git(["for-each-ref"], in: fixture.room).isEmpty)
  }

  @Test("a pair shares as one learner: ana+ben")
  func pairName() throws {
    let kit = try fixture.learner()

    let result = fixture.share(kit, ["--room", fixture.room.path, "--name", "ana+ben"])

    #expect(result.code == .success, "\(result.text)")
    #expect(try fixture.commit(of: "ana+ben") != nil)
  }

  @Test("without --name, git's user.name, spaces made dashes")
  func nameFromGit() throws {
    let kit = try fixture.learner()
    try kit.git("config", "user.name", "Ana  Lopez")

    let result = fixture.share(kit, ["--room", fixture.room.path])

    #expect(result.code == .success, "\(result.text)")
    #expect(try fixture.commit(of: "Ana-Lopez") != nil)
  }

  @Test("a name another clone shares under is refused before anything is pushed (exit 4)")
  func nameTaken() throws {
    let ana = try fixture.learner(lights: [.green])
    let other = try fixture.learner(lights: [.red])
    _ = fixture.share(ana, ["--room", fixture.room.path, "--name", "ana"])
    let anas = try fixture.commit(of: "ana")

    let result = fixture.share(other, ["--room", fixture.room.path, "--name", "ana"])

    #expect(result.code == .refused)
    #expect(result.text.contains("already has a learner called 'ana' sharing from another clone"))
    #expect(result.text.contains("kit share --name ana-2"))
    #expect(try fixture.commit(of: "ana") == anas)
    #expect(!FileManager.default.fileExists(atPath: RoomSettings.file(root: other.root).path))
  }

  @Test(
    "a name pushed over by another clone is said to its owner, who takes it back; no one else can")
  func takeBack() throws {
    let ana = try fixture.learner(lights: [.green])
    let other = try fixture.learner(lights: [.red])
    _ = fixture.share(ana, ["--room", fixture.room.path, "--name", "ana"])
    let anaClone = try fixture.document(of: "ana").learner
    // The impostor's own report, forced onto ana's ref (git push --force).
    try fixture.forge(
      "ana", document: fixture.document(name: "ana", lights: [], manifest: other.manifest()))
    let forged = try fixture.commit(of: "ana")

    let refused = fixture.share(ana, [])
    let otherTakes = fixture.share(
      other, ["--room", fixture.room.path, "--name", "ana", "--take-back"])
    let back = fixture.share(ana, ["--take-back"])

    #expect(refused.code == .refused, "\(refused.text)")
    #expect(refused.text.contains("kit share --take-back puts yours back"), "\(refused.text)")
    #expect(otherTakes.code == .refused)
    #expect(otherTakes.text.contains("already has a learner called 'ana'"), "\(otherTakes.text)")
    #expect(back.code == .success, "\(back.text)")
    #expect(try fixture.commit(of: "ana") != forged)
    #expect(try fixture.document(of: "ana").learner == anaClone)
  }

  @Test("an unreachable room is a sentence and exit 7; nothing is remembered")
  func unreachable() throws {
    let kit = try fixture.learner()
    let nowhere = fixture.folder.url.appending(path: "no-such-room.git").path

    let result = fixture.share(kit, ["--room", nowhere, "--name", "ana"])

    #expect(result.code == .roomFailed)
    #expect(result.text.contains("could not reach the room at \(nowhere)"), "\(result.text)")
    #expect(result.text.contains("Nothing of yours was changed."))
    #expect(!FileManager.default.fileExists(atPath: RoomSettings.file(root: kit.root).path))
  }

  @Test("a room that refuses the push is a sentence and exit 7")
  func rejected() throws {
    let hook = fixture.room.appending(path: "hooks/pre-receive")
    try "#!/bin/sh\necho 'no pushes today' >&2\nexit 1\n".write(
      to: hook, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
    let kit = try fixture.learner()

    let result = fixture.share(kit, ["--room", fixture.room.path, "--name", "ana"])

    #expect(result.code == .roomFailed)
    #expect(result.text.contains("refused the share"), "\(result.text)")
    #expect(result.text.contains("pre-receive hook declined"))
  }

  @Test("the first share needs a room")
  func noRoom() throws {
    let kit = try fixture.learner()

    let result = fixture.share(kit, ["--name", "ana"])

    #expect(result.code == .usage)
    #expect(result.text.contains("kit share needs a room the first time: kit share --room URL"))
  }

  // MARK: - Helpers

  /// Everything of the learner's repository a share must leave as it was.
  private func snapshot(of kit: MiniKitCopy) throws -> [String] {
    [
      try kit.git("rev-parse", "HEAD"), try kit.git("status", "--porcelain"),
      try kit.git("for-each-ref"), try kit.git("count-objects", "-v"),
      try kit.git("diff", "--cached"),
      String(decoding: try Data(contentsOf: kit.root.appending(path: ".git/index")), as: UTF8.self),
      try String(contentsOf: kit.answer, encoding: .utf8),
    ]
  }
}
