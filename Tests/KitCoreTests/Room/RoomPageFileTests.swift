import Foundation
import Testing

@testable import KitCore

@Suite("kit room --html writes over its own page only, unless told --force")
struct RoomPageFileTests {
  let fixture: RoomFixture
  let instructor: MiniKitCopy

  init() throws {
    fixture = try RoomFixture()
    instructor = try MiniKitCopy(git: false)
  }

  @Test("a file that is not a room page is refused and left as it was; --force writes it")
  func refusesAnotherFile() throws {
    let readme = fixture.folder.url.appending(path: "README.md")
    try Data("# My notes\n".utf8).write(to: readme)

    let refused = fixture.room(instructor, [fixture.room.path, "--html", readme.path])

    #expect(refused.code == .refused)
    #expect(refused.errors.contains("is not a page kit room wrote"))
    #expect(try String(contentsOf: readme, encoding: .utf8) == "# My notes\n")

    let forced = fixture.room(instructor, [fixture.room.path, "--html", readme.path, "--force"])

    #expect(forced.code == .success, "\(forced.errors)")
    #expect(try String(contentsOf: readme, encoding: .utf8).contains(RoomPageFile.mark))
  }

  @Test("a new file, an empty one and the room's own page are written without --force")
  func writesItsOwnPage() throws {
    let page = fixture.folder.url.appending(path: "room.html")
    let empty = fixture.folder.url.appending(path: "empty.html")
    try Data().write(to: empty)

    let first = fixture.room(instructor, [fixture.room.path, "--html", page.path])
    let again = fixture.room(instructor, [fixture.room.path, "--html", page.path])
    let overEmpty = fixture.room(instructor, [fixture.room.path, "--html", empty.path])

    #expect(first.code == .success, "\(first.errors)")
    #expect(again.code == .success, "\(again.errors)")
    #expect(overEmpty.code == .success, "\(overEmpty.errors)")
  }

  @Test("--force without --html is a usage mistake")
  func forceNeedsHTML() {
    #expect(throws: UsageError.self) {
      try CommandRegistry.kit.parse(["room", "u", "--force"])
    }
  }
}
