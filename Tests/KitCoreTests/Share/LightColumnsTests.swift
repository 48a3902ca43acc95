import Foundation
import Testing

@testable import KitCore

@Suite("Shared lights: column by column, and back")
struct LightColumnsTests {
  let start = Date(timeIntervalSince1970: 1_795_000_000)

  @Test("every field of every light comes back as it was shared")
  func roundTrip() throws {
    let lights = [
      SharedLight(
        at: start, colour: .red, changed: .first, ran: 2, passed: 0,
        failure: "S/a: (\"1\") is not equal to (\"2\")", next: "S/a"),
      SharedLight(
        at: start + 60, colour: .red, changed: .tests, ran: 2, passed: 0, predicted: .red,
        failure: "S/a: (\"1\") is not equal to (\"2\")", next: "S/a"),
      SharedLight(
        at: start + 120, colour: .green, changed: .code, ran: 2, passed: 2,
        stagesGreen: ["one", "two"], verdicts: ["one": "proven"], survivors: ["off-by-one"]),
      SharedLight(
        at: start + 180, colour: .timedOut, changed: .neither, ran: 1, passed: 1,
        stagesGreen: ["one", "two"], diagnoses: ["hard-coded"]),
    ]

    let data = try JSONEncoder().encode(LightColumns(lights))
    let read = try JSONDecoder().decode(LightColumns.self, from: data).lights()

    #expect(read == lights)
  }

  @Test("a value repeated from light to light is written once, where it changes")
  func runsKeepOnlyChanges() throws {
    let same = (0..<5).map {
      SharedLight(
        at: start + Double($0), colour: .red, changed: .neither, ran: 1, passed: 0,
        failure: "S/a: no")
    }

    let text = String(decoding: try JSONEncoder().encode(LightColumns(same)), as: UTF8.self)

    #expect(text.components(separatedBy: "a: no").count == 2, "\(text)")
    #expect(text.contains(#""colour":"rrrrr""#))
  }

  @Test(
    "columns that disagree are a problem named in a sentence",
    arguments: [
      (#"{"at":"1 1","colour":"r","changed":"nn","ran":"1 1","passed":"0 0"}"#, "colour column"),
      (#"{"at":"1","colour":"x","changed":"n","ran":"1","passed":"0"}"#, "'x' is not a letter"),
      (#"{"at":"1","colour":"r","changed":"n","ran":"1 2","passed":"0"}"#, "ran column"),
      (
        #"{"at":"1 1","colour":"rr","changed":"nn","ran":"1 1","passed":"0 0","next":{"lights":"1 0","values":"0 1","table":["a","b"]}}"#,
        "out of order"
      ),
      (
        #"{"at":"1","colour":"r","changed":"n","ran":"1","passed":"0","failure":{"lights":"5","values":"0","table":["a"]}}"#,
        "out of order"
      ),
      (
        #"{"at":"1","colour":"r","changed":"n","ran":"1","passed":"0","failure":{"lights":"0","values":"3","table":["a"]}}"#,
        "not in the table"
      ),
      (#"{"at":"1 x","colour":"r","changed":"n","ran":"1","passed":"0"}"#, "not whole numbers"),
    ])
  func problems(json: String, expected: String) throws {
    #expect {
      _ = try ExerciseLights(
        id: "01", JSONDecoder().decode(LightColumns.self, from: Data(json.utf8)))
    } throws: { error in
      "\(error)".contains(expected)
    }
  }

  @Test("numbers as text: plain, as deltas, and nothing but numbers and single spaces")
  func numberText() {
    #expect(
      NumberText.write([1_795_000_000, 1_795_000_045, 1_795_000_040], deltas: true)
        == "1795000000 45 -5")
    #expect(
      NumberText.read("1795000000 45 -5", deltas: true) == [
        1_795_000_000, 1_795_000_045, 1_795_000_040,
      ])
    #expect(NumberText.read("3 0 12") == [3, 0, 12])
    #expect(NumberText.read("") == [])
    for bad in ["1  2", "1 ", " 1", "1,2", "--1", "1-", "99999999999999999999"] {
      #expect(NumberText.read(bad) == nil, "\(bad)")
    }
  }
}
