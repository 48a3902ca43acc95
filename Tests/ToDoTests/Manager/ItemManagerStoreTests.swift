import TestDoubles
import ToDo
import XCTest

/// ``ItemManager/save()`` and ``ItemManager/load()`` through an ``ItemStore``.
final class ItemManagerStoreTests: XCTestCase {
  func test_save_withoutAStore_doesNotThrow() {
    let sut = ItemManager()
    sut.add(ToDoItem(title: "Buy milk"))

    XCTAssertNoThrow(try sut.save())
  }

  func test_save_writesToDoItemsThenDoneItemsMarkedDone() throws {
    let (sut, store) = makeSUT()
    sut.add(ToDoItem(title: "Buy milk"))
    sut.add(ToDoItem(title: "Walk the dog"))
    try sut.checkItem(at: 0)

    try sut.save()

    XCTAssertEqual(
      store.items, [ToDoItem(title: "Walk the dog"), ToDoItem(title: "Buy milk", done: true)])
  }

  func test_save_whenTheStoreFails_throwsItsError() {
    let (sut, _) = makeSUT(saveError: StoreFailure.saveFailed)

    XCTAssertThrowsError(try sut.save()) { error in
      XCTAssertEqual(error as? StoreFailure, .saveFailed)
    }
  }

  func test_load_putsItemsIntoTheListTheirDoneFlagNames() throws {
    let (sut, _) = makeSUT(stored: [
      ToDoItem(title: "Buy milk", done: true),
      ToDoItem(title: "Walk the dog"),
      ToDoItem(title: "Water plants", done: true),
    ])

    try sut.load()

    XCTAssertEqual(sut.toDoItems.map(\.title), ["Walk the dog"])
    XCTAssertEqual(sut.doneItems.map(\.title), ["Buy milk", "Water plants"])
  }

  func test_load_replacesTheItemsAlreadyThere() throws {
    let (sut, _) = makeSUT(stored: [ToDoItem(title: "Walk the dog")])
    sut.add(ToDoItem(title: "Buy milk"))

    try sut.load()

    XCTAssertEqual(sut.toDoItems, [ToDoItem(title: "Walk the dog")])
  }

  func test_load_whenTheStoreFails_throwsAndKeepsTheItems() {
    let (sut, _) = makeSUT(
      stored: [ToDoItem(title: "Walk the dog")], loadError: StoreFailure.loadFailed)
    sut.add(ToDoItem(title: "Buy milk"))

    XCTAssertThrowsError(try sut.load()) { error in
      XCTAssertEqual(error as? StoreFailure, .loadFailed)
    }
    XCTAssertEqual(sut.toDoItems, [ToDoItem(title: "Buy milk")])
  }

  func test_load_withoutAStore_keepsTheItems() throws {
    let sut = ItemManager()
    sut.add(ToDoItem(title: "Buy milk"))

    try sut.load()

    XCTAssertEqual(sut.toDoItems, [ToDoItem(title: "Buy milk")])
  }

  func test_load_afterAnotherManagerSaved_restoresBothLists() throws {
    let (saver, store) = makeSUT()
    saver.add(ToDoItem(title: "Buy milk"))
    saver.add(ToDoItem(title: "Walk the dog"))
    try saver.checkItem(at: 1)
    try saver.save()
    let loader = ItemManager(store: store)

    try loader.load()

    XCTAssertEqual(loader.toDoItems, saver.toDoItems)
    XCTAssertEqual(loader.doneItems, saver.doneItems)
  }

  // MARK: - Helpers

  private func makeSUT(
    stored: [ToDoItem] = [],
    loadError: StoreFailure? = nil,
    saveError: StoreFailure? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) -> (sut: ItemManager, store: InMemoryItemStore) {
    let store = InMemoryItemStore(items: stored, loadError: loadError, saveError: saveError)
    let sut = ItemManager(store: store)
    trackForMemoryLeaks(sut, file: file, line: line)
    trackForMemoryLeaks(store, file: file, line: line)
    return (sut, store)
  }
}
