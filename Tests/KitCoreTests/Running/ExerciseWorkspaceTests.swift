import Foundation
import Testing

@testable import KitCore

@Suite("A copy's files touched afresh")
struct ExerciseWorkspaceTests {
  @Test("every file of Sources and Tests gets the new time, and nothing else changes")
  func touchEveryFile() throws {
    let folder = try TemporaryFolder()
    let copy = folder.url
    let files = ["Sources/M/A.swift": "let a = 1\n", "Tests/MTests/ATests.swift": "// test\n"]
    for (path, text) in files {
      let file = copy.appending(path: path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    try "// manifest\n".write(
      to: copy.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
    let later = Date(timeIntervalSince1970: 2_000_000_000)

    try ExerciseWorkspace(root: copy).touchEveryFile(of: copy, at: later)

    for (path, text) in files {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: copy.appending(path: path).path)
      #expect(attributes[.modificationDate] as? Date == later, "\(path)")
      #expect(try String(contentsOf: copy.appending(path: path), encoding: .utf8) == text)
    }
    let manifest = try FileManager.default.attributesOfItem(
      atPath: copy.appending(path: "Package.swift").path)
    #expect(manifest[.modificationDate] as? Date != later)
  }
}
