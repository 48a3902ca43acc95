import Foundation
import Testing

@testable import KitCore

@Suite("Seeing a save in an exercise's files")
struct FileTreeSnapshotTests {
  @Test("reads Package.swift, Sources and Tests, by path from the exercise folder")
  func readsTheWatchedFiles() throws {
    let folder = try makeSUT()
    _ = try folder.write("# Read me", to: "README.md")

    let snapshot = FileTreeSnapshot(of: folder.url)

    #expect(
      snapshot.files.keys.sorted() == [
        "Package.swift", "Sources/A/A.swift", "Tests/ATests/ATests.swift",
      ])
    #expect(snapshot.files["Sources/A/A.swift"]?.size == 3)
  }

  @Test("is equal when nothing was saved")
  func unchanged() throws {
    let folder = try makeSUT()

    #expect(FileTreeSnapshot(of: folder.url) == FileTreeSnapshot(of: folder.url))
  }

  @Test("names a file saved with another size, or the same size later")
  func saved() throws {
    let folder = try makeSUT()
    let before = FileTreeSnapshot(of: folder.url)

    _ = try folder.write("let a = 42", to: "Sources/A/A.swift")
    let tests = try folder.write("// b", to: "Tests/ATests/ATests.swift")
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: tests.path)
    let after = FileTreeSnapshot(of: folder.url)

    #expect(after != before)
    #expect(
      after.changes(since: before) == [
        FileChange(path: "Sources/A/A.swift", kind: .saved),
        FileChange(path: "Tests/ATests/ATests.swift", kind: .saved),
      ])
  }

  @Test("names files created and deleted")
  func createdAndDeleted() throws {
    let folder = try makeSUT()
    let before = FileTreeSnapshot(of: folder.url)

    _ = try folder.write("let b = 1", to: "Sources/A/B.swift")
    try FileManager.default.removeItem(at: folder.url.appending(path: "Tests/ATests/ATests.swift"))
    let changes = FileTreeSnapshot(of: folder.url).changes(since: before)

    #expect(
      changes == [
        FileChange(path: "Sources/A/B.swift", kind: .created),
        FileChange(path: "Tests/ATests/ATests.swift", kind: .deleted),
      ])
    #expect(FileChange.summary(of: changes) == "Sources/A/B.swift created and 1 other file")
  }

  @Test(
    "ignores editors' temporary and backup files",
    arguments: [
      "Sources/A/A.swift~", "Sources/A/A.swift.swp", "Sources/A/A.swift.swx",
      "Sources/A/.A.swift.swo", "Sources/A/4913", "Sources/A/#A.swift#",
      "Sources/A/A.swift___jb_tmp___",
    ])
  func ignoresEditorFiles(name: String) throws {
    let folder = try makeSUT()
    let before = FileTreeSnapshot(of: folder.url)

    _ = try folder.write("scratch", to: name)

    #expect(FileTreeSnapshot(of: folder.url) == before)
  }

  @Test(
    "ignores hidden files and folders, and what lies outside Sources and Tests",
    arguments: [
      ".build/debug/A.o", ".tddkit-results.xml", "Sources/A/.hidden/B.swift",
      "Tests/.swiftpm/x.json", "Package.resolved", "Notes/B.swift",
    ])
  func ignoresHiddenAndOutside(name: String) throws {
    let folder = try makeSUT()
    let before = FileTreeSnapshot(of: folder.url)

    _ = try folder.write("scratch", to: name)

    #expect(FileTreeSnapshot(of: folder.url) == before)
  }

  @Test("a missing tree is just empty")
  func missingTree() throws {
    let folder = try TemporaryFolder()

    #expect(FileTreeSnapshot(of: folder.url.appending(path: "nowhere")).files.isEmpty)
  }

  @Test("sums up one change, two, and many")
  func summary() {
    let saved = FileChange(path: "Sources/A/A.swift", kind: .saved)
    let deleted = FileChange(path: "Sources/A/B.swift", kind: .deleted)

    #expect(FileChange.summary(of: [saved]) == "Sources/A/A.swift saved")
    #expect(FileChange.summary(of: [deleted]) == "Sources/A/B.swift deleted")
    #expect(
      FileChange.summary(of: [saved, deleted, deleted])
        == "Sources/A/A.swift saved and 2 other files")
  }

  // MARK: - Helpers

  /// An exercise folder with a package manifest, one source and one test file.
  private func makeSUT() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    _ = try folder.write("// swift-tools-version: 6.2", to: "Package.swift")
    _ = try folder.write("let", to: "Sources/A/A.swift")
    _ = try folder.write("// a", to: "Tests/ATests/ATests.swift")
    return folder
  }
}
