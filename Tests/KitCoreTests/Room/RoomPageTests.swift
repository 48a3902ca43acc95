import Foundation
import Synchronization
import Testing

@testable import KitCore

@Suite("kit room --html: one self-contained page, every shared string escaped")
struct RoomPageTests {
  let fixture: RoomFixture
  let instructor: MiniKitCopy
  let hostile = "</script><script>alert('x')</script><img src=x onerror=alert(1)>"

  init() throws {
    fixture = try RoomFixture()
    instructor = try MiniKitCopy(git: false)
  }

  @Test("a row per learner, the stage table, and a name with HTML in it shown as text")
  func rowsAndStages() throws {
    try forge("ana", failure: "AnswerTests/test_answer_isFortyTwo: no")
    try forge("<b>eve&\"x", failure: hostile)

    let page = try writePage()

    #expect(page.components(separatedBy: "<tr class=\"learner").count == 3)
    #expect(page.contains("data-name=\"&lt;b&gt;eve&amp;&quot;x\""))
    #expect(page.contains("<span class=\"learner-name\">&lt;b&gt;eve&amp;&quot;x</span>"))
    #expect(!page.contains("<b>eve"))
    #expect(page.contains("<table id=\"stage-table\">"))
    #expect(page.contains("<tr data-exercise=\"01\" data-stage=\"answer\"><td>01</td>"))
  }

  @Test("a test id in the stage table may break after its suite, so no name is cut in two")
  func testIDBreaksAfterSuite() throws {
    try forge("ana", failure: "AnswerTests/test_answer_isFortyTwo: 0 ≠ 42", green: false)

    let page = try writePage()

    #expect(page.contains("<li>1 of 1 red on AnswerTests/<wbr>test_answer_isFortyTwo: 0 ≠ 42</li>"))
  }

  @Test("a failure message with a script in it cannot close the page's script, nor open its own")
  func scriptsStayText() throws {
    try forge("ana", failure: hostile)

    let page = try writePage()

    #expect(page.components(separatedBy: "<script").count == 3, "the page's own two, no more")
    #expect(page.components(separatedBy: "</script>").count == 3)
    #expect(!page.contains("<img"))
    #expect(page.contains("\\u003c\\/script\\u003e"), "escaped inside the JSON")
    #expect(page.contains("&lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)"), "escaped in the row")
  }

  @Test("nothing comes from the network: no src, no href, no url(), no @import")
  func selfContained() throws {
    try forge("ana", failure: "see https://example.com/help")

    let page = try writePage()

    let outside = page.components(separatedBy: "<script type=\"application/json\"")[0]
    for reference in ["src=", "href=", "url(", "@import", "<link"] {
      #expect(!outside.contains(reference), "\(reference)")
    }
  }

  @Test("lights are glyphs in shapes with the time, the exercise and what changed on hover")
  func lightsOnHover() throws {
    try forge("ana", failure: "AnswerTests/test_answer_isFortyTwo: no")

    let page = try writePage()

    #expect(
      page.contains(
        "<i class=\"light r\" title=\"2026-11-18 11:06:40 · 01 · red · first check · 0 of 2 passed")
    )
    #expect(
      page.contains(
        "<i class=\"light g\" title=\"2026-11-18 11:07:40 · 01 · green · code changed · 2 of 2 passed\">✓</i>"
      ))
    #expect(page.contains(".light.g{background:#1e7b34;border-radius:50%}"))
  }

  @Test("--refresh: the page reloads itself and the kit writes it again each round")
  func refresh() throws {
    try forge("ana", failure: "no")
    let file = fixture.folder.url.appending(path: "room.html")
    var command = RoomCommand(
      options: RoomOptions(
        url: fixture.room.path, output: .html(file: file.path), refreshSeconds: 30))
    command.rounds = 2
    let pauses = Mutex<[Duration]>([])
    command.pause = { duration in pauses.withLock { $0.append(duration) } }

    let code = try roomContext().run(command)

    #expect(code == .success)
    #expect(pauses.withLock { $0 } == [.seconds(30)])
    #expect(
      try String(contentsOf: file, encoding: .utf8).contains(
        "<meta http-equiv=\"refresh\" content=\"30\">"))
  }

  // MARK: - Helpers

  /// Puts `name` in the room, red with `failure` and then, when `green`, green.
  private func forge(_ name: String, failure: String, green endsGreen: Bool = true) throws {
    let manifest = try instructor.manifest()
    var red = Light(
      at: fixture.start, colour: .red, changed: .first, ran: 2, passed: 0,
      sides: SideDigests(tests: "t", code: "1"))
    red.failure = failure
    red.next = "AnswerTests/test_answer_isFortyTwo"
    let green = Light(
      at: fixture.start + 60, colour: .green, changed: .code, ran: 2, passed: 2,
      stagesGreen: ["answer"], sides: SideDigests(tests: "t", code: "2"))
    try fixture.forge(
      name,
      document: fixture.document(
        name: name, lights: endsGreen ? [red, green] : [red], manifest: manifest))
  }

  private func writePage() throws -> String {
    let file = fixture.folder.url.appending(path: "room.html")
    let result = fixture.room(instructor, [fixture.room.path, "--html", file.path])
    #expect(result.code == .success, "\(result.errors)")
    return try String(contentsOf: file, encoding: .utf8)
  }

  private func roomContext() throws -> CommandContext {
    var kit = Kit(
      root: instructor.root, writer: BufferWriter(), now: { self.fixture.start + 7200 })
    kit.workingFolder = fixture.folder.url
    return CommandContext(kit: kit, manifest: try instructor.manifest())
  }
}
