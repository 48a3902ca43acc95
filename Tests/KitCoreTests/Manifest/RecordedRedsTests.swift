import Foundation
import Testing

@testable import KitCore

@Suite("The recorded reds file")
struct RecordedRedsTests {
  @Test("is written one red to a line, two spaces deep, saying it is generated and by what")
  func text() {
    let reds = RecordedReds(
      exerciseID: "03",
      starter: [ExpectedFailure(test: "S/test_a", reason: #"("1") is not equal to ("2")"#)],
      snapshots: [
        .init(stage: "one", failing: [ExpectedFailure(test: "S/test_b", reason: "r\tb")]),
        .init(stage: "two", failing: []),
      ])

    #expect(
      reds.text == #"""
        {
          "generated": "by `swift run kit verify --record 03`: do not edit. kit verify fails while a run gives other reds than these; record them again when that is meant.",
          "starter": [
            { "test": "S/test_a", "reason": "(\"1\") is not equal to (\"2\")" }
          ],
          "snapshots": [
            {
              "stage": "one",
              "failing": [
                { "test": "S/test_b", "reason": "r\tb" }
              ]
            },
            {
              "stage": "two",
              "failing": []
            }
          ]
        }

        """#)
  }

  @Test("reads back as it was written, whatever the characters")
  func roundTrip() throws {
    let reason = "“quoted” \\ back\u{1} → é\n"
    let reds = RecordedReds(
      exerciseID: "01", starter: [ExpectedFailure(test: "S/t()", reason: reason)], snapshots: [])

    let read = try JSONDecoder().decode(RecordedReds.self, from: Data(reds.text.utf8))

    #expect(read == reds)
  }

  @Test("says what changed, one test a line")
  func changes() {
    let earlier = RecordedReds(
      exerciseID: "03",
      starter: [
        ExpectedFailure(test: "S/a", reason: "old"), ExpectedFailure(test: "S/b", reason: "b"),
      ],
      snapshots: [.init(stage: "gone", failing: [])])
    let later = RecordedReds(
      exerciseID: "03",
      starter: [
        ExpectedFailure(test: "S/a", reason: "new"), ExpectedFailure(test: "S/c", reason: "c"),
      ],
      snapshots: [.init(stage: "one", failing: [])])

    #expect(
      later.changes(since: earlier) == [
        "starter: S/a: “old” → “new”",
        "starter: S/c fails: “c”",
        "starter: S/b no longer fails (was “b”)",
        "stage one: not recorded yet",
        "stage gone: recorded, but it has no snapshot",
      ])
    #expect(later.changes(since: later) == [])
    #expect(later.changes(since: nil) == ["not recorded yet"])
  }

  @Test("a file edited where no red changed is still not the recorder's")
  func editedNotice() {
    let reds = RecordedReds(exerciseID: "03", starter: [], snapshots: [])
    var edited = reds
    edited.generated = "by hand"

    #expect(reds.changes(since: edited) == ["the file is not as kit verify --record writes it"])
  }

  @Test(
    "a file that says the same reds in other words (spacing, order of keys) is not the recorder's")
  func reformatted() {
    let reds = RecordedReds(
      exerciseID: "03", starter: [ExpectedFailure(test: "S/a", reason: "a")], snapshots: [])
    let compact =
      #"{"starter":[{"test":"S/a","reason":"a"}],"snapshots":[],"generated":"#
      + RecordedReds.quoted(reds.generated) + "}"

    #expect(reds.changes(sinceFile: reds.text) == [])
    #expect(
      reds.changes(sinceFile: compact) == ["the file is not as kit verify --record writes it"])
    #expect(reds.changes(sinceFile: nil) == ["not recorded yet"])
  }
}
