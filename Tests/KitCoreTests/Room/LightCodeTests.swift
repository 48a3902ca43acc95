import Foundation
import Testing

@testable import KitCore

/// The code behind each light, from the room's git history (issue 30, item 9).
@Suite("The code behind a light: each share with code is the code of the light before it")
struct LightCodeTests {
  let fixture: RoomFixture
  let instructor: MiniKitCopy

  init() throws {
    fixture = try RoomFixture()
    instructor = try MiniKitCopy(git: false)
  }

  @Test("each light shared right after it has its files; the page holds them and their change")
  func codeOfEachLight() throws {
    let kit = try fixture.learner(lights: [.red])
    #expect(
      fixture.share(kit, ["--room", fixture.room.path, "--name", "ana", "--with-code"]).code
        == .success)
    try kit.appendLine(
      "// the second light's line", to: "Exercises/01-answer/Sources/Answer/Answer.swift")
    var state = StateStore(root: kit.root).load(repairing: false, now: fixture.start).state
    state[exercise: "01"].add(
      Light(
        at: fixture.start + 60, colour: .green, changed: .code, ran: 2, passed: 2,
        sides: SideDigests(tests: "t", code: "c9")))
    try StateStore(root: kit.root).save(state)
    #expect(fixture.share(kit, []).code == .success)

    let message = try RoomFixture.git(
      ["log", "-1", "--format=%B", "refs/tddkit/learners/ana"], in: fixture.room)
    let repository = RoomRepository(root: instructor.root, room: fixture.room.path)
    try repository.fetch()
    let manifest = try instructor.manifest()
    let view = RoomView(
      room: fixture.room.path, entries: try repository.entries(repository.refs()),
      manifest: manifest, now: fixture.start + 7200, sort: .name)
    let code = LightCode(
      repository: repository, learners: view.learners, manifest: manifest, kept: 20)
    var page = RoomPage(view: view, manifest: manifest)
    page.code = code
    let html = page.html()

    let first = try #require(
      code.files(of: "ana", "01", at: Int(fixture.start.timeIntervalSince1970)))
    let second = try #require(
      code.files(of: "ana", "01", at: Int(fixture.start.timeIntervalSince1970) + 60))
    let path = "Sources/Answer/Answer.swift"
    #expect(message.contains("TDDKit-Lights: 01=\(Int(fixture.start.timeIntervalSince1970) + 60)"))
    #expect(first[path] != nil && second[path] != nil && first[path] != second[path])
    #expect(code.blobs[second[path] ?? 0].contains("// the second light's line"))
    #expect(!code.blobs[first[path] ?? 0].contains("// the second light's line"))
    #expect(html.contains("the second light's line"))
    #expect(html.contains("showCode("))
  }
}
