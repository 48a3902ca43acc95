import Foundation
import Testing

@testable import KitCore

@Suite("kit room: a name taken over by another clone is said, and a huge document stays cheap")
struct RoomOwnersTests {
  let fixture: RoomFixture
  let instructor: MiniKitCopy

  init() throws {
    fixture = try RoomFixture()
    instructor = try MiniKitCopy(git: false)
  }

  @Test("a ref whose report now comes from another clone is named, every time, until it is back")
  func takeoverIsSaid() throws {
    let manifest = try instructor.manifest()
    let ana = try fixture.document(name: "ana", lights: [], manifest: manifest)
    try fixture.forge("ana", document: ana)
    let first = fixture.room(instructor, [fixture.room.path, "--json"])
    // Someone else's clone pushes over ana's name (git push --force).
    try fixture.forge(
      "ana", document: fixture.document(name: "ana", lights: [], manifest: manifest))

    let taken = fixture.room(instructor, [fixture.room.path])
    let again = fixture.room(instructor, [fixture.room.path, "--json"])
    try fixture.forge("ana", document: ana)
    let back = fixture.room(instructor, [fixture.room.path])

    #expect(first.code == .success, "\(first.errors)")
    #expect(!first.errors.contains("another clone"))
    #expect(taken.code == .success)
    #expect(
      taken.errors.contains("ana's ref now holds a report from another clone"), "\(taken.errors)")
    #expect(taken.errors.contains("kit share --take-back"))
    #expect(again.errors.contains("ana's ref now holds a report from another clone"))
    #expect(!back.errors.contains("another clone"), "\(back.errors)")
  }

  @Test(
    "a document with 20,000 exercises the manifest lacks is read for the exercises it has, quickly")
  func unknownExercisesAreDropped() throws {
    let manifest = try instructor.manifest()
    var document = try LearnerDocument.decode(
      fixture.document(
        name: "big",
        lights: [
          Light(
            at: fixture.start, colour: .red, changed: .first, ran: 2, passed: 0,
            sides: SideDigests(tests: "t", code: "1"))
        ],
        manifest: manifest))
    let one = try #require(document.progress.exercises.first)
    let columns = try #require(document.lights["01"])
    for number in 0..<20_000 {
      var extra = one
      extra.id = "x\(number)"
      document.progress.exercises.append(extra)
      document.lights["x\(number)"] = columns
    }
    try fixture.forge("big", document: document.encoded())
    let started = Date()

    let result = fixture.room(instructor, [fixture.room.path, "--json"])

    #expect(result.code == .success, "\(result.errors)")
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(!result.output.contains("\"x1\""))
    #expect(result.output.contains("\"big\""))
  }
}
