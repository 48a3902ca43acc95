import Foundation
import Testing
import ToDo

@Suite("JSONFileItemStore")
struct JSONFileItemStoreTests {
  static let itemLists: [[ToDoItem]] = [
    [],
    [ToDoItem(title: "Buy milk")],
    [
      ToDoItem(
        title: "Buy milk", itemDescription: "Two litres", timestamp: 1_700_000_000,
        location: Location(name: "Shop", coordinate: Coordinate(latitude: 1, longitude: 2))),
      ToDoItem(title: "Walk the dog", location: Location(name: "Park"), done: true),
    ],
  ]

  static let corruptedContents = [
    "",
    "not JSON at all",
    #"{"title": "Buy milk", "done": false}"#,
    #"[{"title": 42, "done": false}]"#,
    #"[{"title": "Buy milk", "done": false}"#,
  ]

  @Test("a second store on the same file loads exactly the items saved", arguments: itemLists)
  func roundTrip(items: [ToDoItem]) throws {
    try withTemporaryDirectory { directory in
      let sut = makeSUT(in: directory)

      try sut.save(items)
      let loaded = try JSONFileItemStore(fileURL: sut.fileURL).load()

      #expect(loaded == items)
    }
  }

  @Test("saving again replaces what the file held")
  func saveReplaces() throws {
    try withTemporaryDirectory { directory in
      let sut = makeSUT(in: directory)
      try sut.save([ToDoItem(title: "Buy milk"), ToDoItem(title: "Water plants")])

      try sut.save([ToDoItem(title: "Walk the dog")])

      #expect(try sut.load() == [ToDoItem(title: "Walk the dog")])
    }
  }

  @Test("a missing file loads as an empty list and is not created")
  func missingFile() throws {
    try withTemporaryDirectory { directory in
      let sut = makeSUT(in: directory)

      let loaded = try sut.load()

      #expect(loaded == [])
      #expect(!FileManager.default.fileExists(atPath: sut.fileURL.path))
    }
  }

  @Test(
    "a file that is not an item list throws corruptedFile naming its path, bytes untouched",
    arguments: corruptedContents)
  func corruptedFile(contents: String) throws {
    try withTemporaryDirectory { directory in
      let sut = makeSUT(in: directory)
      let bytes = Data(contents.utf8)
      try bytes.write(to: sut.fileURL)

      let error = try #require(throws: ItemStoreError.self) { try sut.load() }

      guard case .corruptedFile(let path, _) = error else {
        Issue.record("Expected corruptedFile, got \(error)")
        return
      }
      #expect(path == sut.fileURL.path)
      #expect(error.description.contains(sut.fileURL.path))
      #expect(try Data(contentsOf: sut.fileURL) == bytes)
    }
  }

  @Test("saving leaves no temporary file beside the store's file")
  func noTemporaryFiles() throws {
    try withTemporaryDirectory { directory in
      let sut = makeSUT(in: directory)

      try sut.save([ToDoItem(title: "Buy milk")])
      try sut.save([ToDoItem(title: "Walk the dog")])

      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(names == [sut.fileURL.lastPathComponent])
    }
  }

  @Test("a path that cannot be read as a file throws unreadableFile naming it")
  func unreadableFile() throws {
    try withTemporaryDirectory { directory in
      let sut = makeSUT(in: directory)
      try FileManager.default.createDirectory(at: sut.fileURL, withIntermediateDirectories: false)

      let error = try #require(throws: ItemStoreError.self) { try sut.load() }

      guard case .unreadableFile(let path, _) = error else {
        Issue.record("Expected unreadableFile, got \(error)")
        return
      }
      #expect(path == sut.fileURL.path)
    }
  }

  @Test("saving into a folder that does not exist throws unwritableFile naming the path")
  func unwritableFile() throws {
    try withTemporaryDirectory { directory in
      let fileURL = directory.appendingPathComponent("missing/items.json")
      let sut = JSONFileItemStore(fileURL: fileURL)

      let error = try #require(throws: ItemStoreError.self) {
        try sut.save([ToDoItem(title: "Buy milk")])
      }

      guard case .unwritableFile(let path, _) = error else {
        Issue.record("Expected unwritableFile, got \(error)")
        return
      }
      #expect(path == fileURL.path)
    }
  }

  // MARK: - Helpers

  private func makeSUT(in directory: URL) -> JSONFileItemStore {
    JSONFileItemStore(fileURL: directory.appendingPathComponent("items.json"))
  }
}
