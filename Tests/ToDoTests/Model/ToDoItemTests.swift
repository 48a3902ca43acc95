import Foundation
import ToDo
import XCTest

final class ToDoItemTests: XCTestCase {
  func test_init_givenOnlyATitle_setsTitleAndDefaults() {
    let sut = ToDoItem(title: "Buy milk")

    XCTAssertEqual(sut.title, "Buy milk")
    XCTAssertNil(sut.itemDescription)
    XCTAssertNil(sut.timestamp)
    XCTAssertNil(sut.location)
    XCTAssertFalse(sut.done)
  }

  func test_init_givenEveryValue_setsEveryProperty() {
    let location = Location(name: "Shop")

    let sut = ToDoItem(
      title: "Buy milk", itemDescription: "Two litres", timestamp: 1_700_000_000,
      location: location, done: true)

    XCTAssertEqual(sut.title, "Buy milk")
    XCTAssertEqual(sut.itemDescription, "Two litres")
    XCTAssertEqual(sut.timestamp, 1_700_000_000)
    XCTAssertEqual(sut.location, location)
    XCTAssertTrue(sut.done)
  }

  func test_copy_whenMutated_leavesOriginalUnchanged() {
    let original = makeFullItem()

    var copy = original
    copy.title = "Sell milk"
    copy.done.toggle()

    XCTAssertEqual(original, makeFullItem())
  }

  func test_equality_withSameContents_isEqual() {
    XCTAssertEqual(makeFullItem(), makeFullItem())
  }

  func test_equality_withAnyOneFieldChanged_isNotEqual() {
    let changes: [(name: String, change: (inout ToDoItem) -> Void)] = [
      ("title", { $0.title = "Sell milk" }),
      ("itemDescription", { $0.itemDescription = nil }),
      ("timestamp", { $0.timestamp = 0 }),
      ("location", { $0.location = Location(name: "Market") }),
      ("done", { $0.done.toggle() }),
    ]

    for (name, change) in changes {
      var changed = makeFullItem()
      change(&changed)

      XCTAssertNotEqual(changed, makeFullItem(), "items differing in \(name) must not be equal")
    }
  }

  func test_hashable_equalItemsInASet_areKeptOnce() {
    let items: Set = [makeFullItem(), makeFullItem(), ToDoItem(title: "Other")]

    XCTAssertEqual(items.count, 2)
  }

  func test_codable_withEveryValue_roundTripsUnchanged() throws {
    let original = makeFullItem()

    let decoded = try roundTrip(original)

    XCTAssertEqual(decoded, original)
  }

  func test_codable_withOnlyATitle_roundTripsUnchanged() throws {
    let original = ToDoItem(title: "Buy milk")

    let decoded = try roundTrip(original)

    XCTAssertEqual(decoded, original)
  }

  func test_decoding_aSavedItemWithoutDoneKey_readsAsNotDone() throws {
    let saved = Data(#"{"title":"Buy milk","timestamp":1700000000}"#.utf8)

    let decoded = try JSONDecoder().decode(ToDoItem.self, from: saved)

    XCTAssertEqual(decoded, ToDoItem(title: "Buy milk", timestamp: 1_700_000_000, done: false))
  }

  // MARK: - Helpers

  private func makeFullItem() -> ToDoItem {
    ToDoItem(
      title: "Buy milk",
      itemDescription: "Two litres",
      timestamp: 1_700_000_000,
      location: Location(name: "Shop", coordinate: Coordinate(latitude: 1, longitude: 2)),
      done: false)
  }
}
