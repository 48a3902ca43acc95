import Foundation
import Testing

@testable import KitCore

/// A trial runs in the zones far from UTC only when something it runs can read the zone:
/// a run of code that never reads it is the same in every zone, so the extra runs would
/// only cost time. What "can read" means is checked here, and the kit's own libraries,
/// which every trial links, are checked to read no zone at all: a library that starts to
/// fails this test, rather than letting trials skip zones they need.
@Suite("Which trials run in more than one time zone")
struct TimeZoneReadersTests {
  @Test(
    "a formatter, a calendar, a zone or a formatted date reads the zone",
    arguments: [
      "let f = DateFormatter()", "Calendar.current.component(.day, from: d)",
      "NSTimeZone.default = zone", "TimeZone(identifier: \"UTC\")", "date.formatted()",
      "let c = Calendar(identifier: .gregorian)",
    ])
  func reads(_ line: String) {
    #expect(TimeZoneReaders.mayRead(["Sources/M/A.swift": Data(line.utf8)]))
  }

  @Test("plain code, a Date's seconds or a file that is not Swift does not")
  func doesNotRead() {
    let files: FileTree = [
      "Sources/M/A.swift": Data("let d = Date(timeIntervalSince1970: 0)\nlet n = 2".utf8),
      "Tests/MTests/B.swift": Data("#expect(item.timestamp == 12)".utf8),
      "Sources/M/Notes.md": Data("DateFormatter".utf8),
    ]
    #expect(!TimeZoneReaders.mayRead(files))
  }

  @Test("the kit's libraries, which every trial links, read no zone")
  func librariesReadNoZone() throws {
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    for library in ["ToDo", "ListKit", "TestDoubles"] {
      let files = ExerciseStates.read(root.appending(path: "Sources"), trees: [library])
      #expect(!files.isEmpty)
      #expect(!TimeZoneReaders.mayRead(files), "\(library) reads the time zone")
    }
  }
}
