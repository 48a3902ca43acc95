import Foundation
import Testing

@testable import KitCore

@Suite("kit room: every learner's row, from the room's refs")
struct RoomCommandTests {
  let fixture: RoomFixture
  let instructor: MiniKitCopy

  init() throws {
    fixture = try RoomFixture()
    instructor = try MiniKitCopy(git: false)
  }

  @Test("--json: a version, and one entry per learner, by name, with where each one is")
  func json() throws {
    try share("ana", [.red, .green])
    try share("Bob", [.red, .red, .red, .red, .red, .red])
    try share("cy", [])

    let result = fixture.room(instructor, [fixture.room.path, "--json"])

    #expect(result.code == .success, "\(result.errors)")
    let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect(json?["version"] as? Int == 1)
    let learners = json?["learners"] as? [[String: Any]] ?? []
    #expect(learners.map { $0["name"] as? String } == ["ana", "Bob", "cy"])
    #expect(learners[0]["exercise"] as? String == "01")
    #expect(learners[0]["exerciseDone"] as? Bool == true)
    #expect(learners[1]["redStreak"] as? Int == 6)
    #expect(learners[1]["stuck"] as? Bool == true)
    #expect(learners[1]["stuckBecause"] as? String == "6 checks in a row without progress")
    #expect(learners[1]["lastFailure"] as? String == "AnswerTests/test_answer_isFortyTwo: no")
    #expect(learners[2]["lastCheck"] == nil)
  }

  @Test("in the terminal: a row per learner, stuck ones marked, --sort stuck puts them first")
  func terminal() throws {
    try share("ana", [.red, .green])
    try share("bob", [.red, .red, .red, .red, .red])

    let byName = fixture.room(instructor, [fixture.room.path])
    let byStuck = fixture.room(instructor, [fixture.room.path, "--sort", "stuck"])

    #expect(byName.code == .success, "\(byName.errors)")
    #expect(byName.output.contains("3 learners") == false)
    #expect(byName.output.contains(": 2 learners, 1 stuck"))
    #expect(
      byName.output.contains("  ana      01 · done    1/1     119 min ago  0        –     ✗✓\n"))
    #expect(
      byName.output.contains("⚑ bob      01 · answer  0/1     never        5        –     ✗✗✗✗✗\n"))
    #expect(byName.output.contains("✗✗✗✗✗"))
    #expect(byName.output.contains("stuck: 5 checks in a row without progress"))
    #expect(byName.output.contains("last failure: AnswerTests/test_answer_isFortyTwo: no"))
    let names = byStuck.output.split(separator: "\n").compactMap { line in
      ["ana", "bob"].first { line.dropFirst(2).hasPrefix($0) }
    }
    #expect(names == ["bob", "ana"])
  }

  @Test(
    "a ref that is not a kit report is named and skipped: invalid JSON, too big, another version"
  )
  func badRefs() throws {
    try share("ana", [.green])
    try fixture.forge("broken", document: Data("{not json".utf8))
    try fixture.forge("huge", document: Data(repeating: UInt8(ascii: "x"), count: 50 << 20))
    try fixture.forge("future", document: Data(#"{"version": 2, "name": "future"}"#.utf8))
    try fixture.forge("wrong-shape", document: Data(#"{"version": 1, "name": 3}"#.utf8))

    let text = fixture.room(instructor, [fixture.room.path])
    let json = fixture.room(instructor, [fixture.room.path, "--json"])

    #expect(text.code == .success)
    #expect(
      text.output.contains("  broken: learner.json is not a kit report (not JSON with a version)"))
    #expect(text.output.contains("  huge: learner.json is 50.0 MB, more than the 8 MB"))
    #expect(text.output.contains("  future: learner.json has version 2, this kit reads version 1"))
    #expect(text.output.contains("  wrong-shape: learner.json is not a kit report"))
    #expect(text.output.contains(": 1 learner, 0 stuck"))
    #expect(json.errors.contains("warning: skipped huge: learner.json is 50.0 MB"))
    #expect(json.output.contains(#""name" : "broken""#))
  }

  @Test("lights whose columns disagree are a report the room skips, saying which exercise")
  func badLights() throws {
    let manifest = try instructor.manifest()
    let data = try fixture.document(
      name: "odd", lights: lights([.red, .green]), manifest: manifest)
    var document = try LearnerDocument.decode(data)
    document.lights["01"]?.colour = "r"
    try fixture.forge("odd", document: document.encoded())

    let result = fixture.room(instructor, [fixture.room.path])

    #expect(
      result.output.contains(
        "odd: learner.json is not a kit report (the lights of 01: its colour column"))
  }

  @Test("--csv: quoted as RFC 4180 says, and no field a spreadsheet would run as a formula")
  func csv() throws {
    let manifest = try instructor.manifest()
    var red = lights([.red])[0]
    red.failure = "=HYPERLINK(\"http://evil\"), and \"quotes\""
    try fixture.forge(
      "ana", document: fixture.document(name: "ana", lights: [red], manifest: manifest))

    let result = fixture.room(instructor, [fixture.room.path, "--csv"])

    let lines = result.output.components(separatedBy: "\r\n")
    #expect(lines[0].hasPrefix("name,exercise,stage,"))
    #expect(lines[1].hasPrefix("ana,01,answer,no,0,1,"))
    #expect(lines[1].contains(#","'=HYPERLINK(""http://evil""), and ""quotes""","#), "\(lines[1])")
  }

  @Test("an unreachable room is a sentence and exit 7; --no-fetch before any fetch says so")
  func unreachable() throws {
    let nowhere = fixture.folder.url.appending(path: "nowhere.git").path

    let result = fixture.room(instructor, [nowhere])
    let offline = fixture.room(instructor, [nowhere, "--no-fetch"])

    #expect(result.code == .roomFailed)
    #expect(result.errors.contains("error: could not reach the room at \(nowhere)"))
    #expect(offline.code == .roomFailed)
    #expect(offline.errors.contains("was never fetched on this machine"))
  }

  @Test("--learner NAME shows that learner's history; an unknown name lists the room's")
  func oneLearner() throws {
    try share("ana", [.red, .green])

    let ana = fixture.room(instructor, [fixture.room.path, "--learner", "ana"])
    let nobody = fixture.room(instructor, [fixture.room.path, "--learner", "zed"])

    #expect(ana.code == .success)
    #expect(ana.output.contains("History of ana, times in UTC:"))
    #expect(ana.output.contains("  01 done · 2 of 2 green · guided · 2 checks"))
    #expect(nobody.code == .badInput)
    #expect(nobody.errors.contains("the room has no learner called 'zed'; it has: ana"))
  }

  @Test("the room comes from the room's copy, never from the instructor's own repository")
  func fetchesIntoItsOwnCopy() throws {
    try share("ana", [.green])

    _ = fixture.room(instructor, [fixture.room.path])

    let copies = try FileManager.default.contentsOfDirectory(
      atPath: instructor.root.appending(path: ".build/tddkit/rooms").path)
    #expect(copies.count == 1)
    #expect(!FileManager.default.fileExists(atPath: instructor.root.appending(path: ".git").path))
  }

  // MARK: - Helpers

  /// Lights of exercise 01 a minute apart, red ones failing the first test.
  func lights(_ colours: [LightColour]) -> [Light] {
    colours.enumerated().map { index, colour in
      var light = Light(
        at: fixture.start + Double(index * 60), colour: colour,
        changed: index == 0 ? .first : .code, ran: 2, passed: colour == .green ? 2 : 0,
        stagesGreen: colour == .green ? ["answer"] : [],
        sides: SideDigests(tests: "t", code: "\(index)"))
      if colour != .green {
        light.failure = "AnswerTests/test_answer_isFortyTwo: no"
        light.next = "AnswerTests/test_answer_isFortyTwo"
      }
      return light
    }
  }

  func share(_ name: String, _ colours: [LightColour]) throws {
    let manifest = try instructor.manifest()
    try fixture.forge(
      name, document: fixture.document(name: name, lights: lights(colours), manifest: manifest))
  }
}
