import Foundation
import TestDoubles
import Testing
import ToDo

@MainActor
@Suite("ToDoItemStore")
struct ToDoItemStoreTests {
  let milk = ToDoItem(title: "Buy milk")
  let dog = ToDoItem(title: "Walk the dog")

  @Test("publishes the items it loads from its storage")
  func publishesLoadedItems() throws {
    let (sut, storage) = try makeSUT(stored: [milk, dog])

    #expect(sut.itemPublisher.value == [milk, dog])
    #expect(storage.items == [milk, dog])
  }

  @Test("init throws the storage's load error")
  func initThrowsLoadError() {
    let storage = InMemoryItemStore(items: [milk], loadError: StoreFailure.loadFailed)

    #expect(throws: StoreFailure.loadFailed) {
      try ToDoItemStore(storage: storage)
    }
  }

  @Test("init throws corruptedFile for a corrupted JSON file and leaves it as it was")
  func initThrowsForCorruptedFile() throws {
    try withTemporaryDirectory { directory in
      let fileURL = directory.appendingPathComponent("items.json")
      let bytes = Data("[{\"title\": \"Buy milk\"".utf8)
      try bytes.write(to: fileURL)

      let error = try #require(throws: ItemStoreError.self) {
        try ToDoItemStore(storage: JSONFileItemStore(fileURL: fileURL))
      }

      guard case .corruptedFile(let path, _) = error else {
        Issue.record("Expected corruptedFile, got \(error)")
        return
      }
      #expect(path == fileURL.path)
      #expect(try Data(contentsOf: fileURL) == bytes)
    }
  }

  @Test("add saves the items with the new one at the end, then publishes them")
  func addSavesAndPublishes() throws {
    let (sut, storage) = try makeSUT(stored: [milk])
    let spy = SubscriberSpy()
    let subscription = sut.itemPublisher.sink { spy.receive($0) }

    try sut.add(dog)

    #expect(storage.items == [milk, dog])
    #expect(spy.received == [[milk], [milk, dog]])
    withExtendedLifetime(subscription) {}
  }

  @Test("a failing add throws the save error and publishes nothing")
  func failingAdd() throws {
    let (sut, _) = try makeSUT(stored: [milk], saveError: StoreFailure.saveFailed)

    #expect(throws: StoreFailure.saveFailed) { try sut.add(dog) }

    #expect(sut.itemPublisher.value == [milk])
  }

  @Test("check marks the item done, saves and publishes")
  func checkMarksDone() throws {
    let (sut, storage) = try makeSUT(stored: [milk, dog])
    let doneDog = ToDoItem(title: "Walk the dog", done: true)

    sut.check(dog)

    #expect(sut.itemPublisher.value == [milk, doneDog])
    #expect(storage.items == [milk, doneDog])
    #expect(sut.lastSaveError == nil)
  }

  @Test("check marks only the first of two equal items done")
  func checkMarksFirstEqualItem() throws {
    let (sut, _) = try makeSUT(stored: [milk, milk])

    sut.check(milk)

    #expect(sut.itemPublisher.value == [ToDoItem(title: "Buy milk", done: true), milk])
  }

  @Test("check ignores an item the store does not hold")
  func checkIgnoresUnknownItem() throws {
    let (sut, storage) = try makeSUT(stored: [milk])

    sut.check(dog)

    #expect(sut.itemPublisher.value == [milk])
    #expect(storage.items == [milk])
  }

  @Test("a failing save during check sets lastSaveError and publishes nothing")
  func failingCheck() throws {
    let (sut, _) = try makeSUT(stored: [milk], saveError: StoreFailure.saveFailed)

    sut.check(milk)

    #expect(sut.lastSaveError as? StoreFailure == .saveFailed)
    #expect(sut.itemPublisher.value == [milk])
  }

  @Test("a check that saves clears the last save error")
  func successfulCheckClearsError() throws {
    let (sut, storage) = try makeSUT(stored: [milk, dog], saveError: StoreFailure.saveFailed)
    sut.check(milk)
    try #require(sut.lastSaveError != nil)
    storage.saveError = nil

    sut.check(dog)

    #expect(sut.lastSaveError == nil)
  }

  // MARK: - Helpers

  private func makeSUT(
    stored: [ToDoItem], saveError: StoreFailure? = nil
  ) throws -> (sut: ToDoItemStore, storage: InMemoryItemStore) {
    let storage = InMemoryItemStore(items: stored, saveError: saveError)
    let sut = try ToDoItemStore(storage: storage)
    return (sut, storage)
  }
}
