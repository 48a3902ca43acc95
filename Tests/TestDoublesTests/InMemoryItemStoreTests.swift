import TestDoubles
import ToDo
import XCTest

final class InMemoryItemStoreTests: XCTestCase {
  func test_load_withoutSaves_returnsTheInitialItems() throws {
    let sut = InMemoryItemStore(items: [milk])

    XCTAssertEqual(try sut.load(), [milk])
  }

  func test_save_thenLoad_returnsTheSavedItems() throws {
    let sut = InMemoryItemStore(items: [milk])

    try sut.save([rent])

    XCTAssertEqual(try sut.load(), [rent])
    XCTAssertEqual(sut.items, [rent])
  }

  func test_save_withSaveError_throwsItAndKeepsTheItems() {
    let sut = InMemoryItemStore(items: [milk], saveError: StoreFailure.diskFull)

    XCTAssertThrowsError(try sut.save([rent])) { error in
      XCTAssertEqual(error as? StoreFailure, .diskFull)
    }
    XCTAssertEqual(sut.items, [milk])
  }

  func test_load_afterSettingLoadError_throwsIt_andClearingItLoadsAgain() throws {
    let sut = InMemoryItemStore(items: [milk])

    sut.loadError = StoreFailure.corrupted

    XCTAssertThrowsError(try sut.load()) { error in
      XCTAssertEqual(error as? StoreFailure, .corrupted)
    }
    sut.loadError = nil
    XCTAssertEqual(try sut.load(), [milk])
  }

  func test_itemManager_savesAndLoadsThroughTheFake() throws {
    let store = InMemoryItemStore()
    let saving = ItemManager(store: store)
    saving.add(milk)
    saving.add(rent)
    try saving.checkItem(at: 1)

    try saving.save()
    let loading = ItemManager(store: store)
    try loading.load()

    XCTAssertEqual(loading.toDoItems, [milk])
    XCTAssertEqual(loading.doneItems, [ToDoItem(title: "Pay rent", done: true)])
  }

  func test_saves_fromManyTasks_leaveOneWholeList() async throws {
    let sut = InMemoryItemStore()
    let lists = (0..<50).map { index in [ToDoItem(title: "item \(index)"), ToDoItem(title: "and")] }

    await withTaskGroup(of: Void.self) { group in
      for list in lists {
        group.addTask { try? sut.save(list) }
      }
    }

    XCTAssertTrue(lists.contains(try sut.load()), "a save was torn or lost")
  }

  // MARK: - Helpers

  private enum StoreFailure: Error, Equatable {
    case diskFull
    case corrupted
  }

  private let milk = ToDoItem(title: "Buy milk")
  private let rent = ToDoItem(title: "Pay rent")
}
