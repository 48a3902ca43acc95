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

  /// Issue 32: a test formatting with `Date.FormatStyle` was proven though it fails in Los
  /// Angeles (no word of the list), and a comment `// TimeZone` made another "wrong". What
  /// the compiled code calls decides, not what its text says.
  @Test("what the compiled code calls decides: a format style reads the zone, a comment does not")
  func compiledFacts() throws {
    let folder = try TemporaryFolder()
    let sources = [
      "style": """
      import Foundation
      public func day(_ date: Date) -> String { Date.FormatStyle().day().format(date) }
      """,
      "comment": """
      import Foundation
      // TimeZone, DateFormatter and Calendar are never used here.
      public func seconds(_ date: Date) -> Double { date.timeIntervalSince1970 }
      """,
      "environment": """
      import Foundation
      public func zone() -> String? { ProcessInfo.processInfo.environment["TZ"] }
      """,
    ]
    var reads: [String: Bool] = [:]
    for (name, source) in sources {
      let objects = folder.url.appending(path: name)
      try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
      let file = objects.appending(path: "\(name).swift")
      try Data(source.utf8).write(to: file)
      let compiled = try ProcessRunner.run(
        [
          "swiftc", "-parse-as-library", "-c", file.path, "-o",
          objects.appending(path: "\(name).o").path,
        ],
        in: objects, timeout: .seconds(300))
      try #require(compiled.exitCode == 0, "\(compiled.output)")
      reads[name] = TimeZoneReaders.mayRead(objectsIn: [objects])
    }

    #expect(reads == ["style": true, "comment": false, "environment": true])
    #expect(TimeZoneReaders.mayRead(objectsIn: [folder.url.appending(path: "none")]))
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
