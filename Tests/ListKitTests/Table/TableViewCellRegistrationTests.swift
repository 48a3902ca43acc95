import ListKit
import XCTest

/// Registering cells by class or by factory, and dequeuing new ones.
@MainActor
final class TableViewCellRegistrationTests: XCTestCase {
  func test_dequeue_registeredClass_makesCellOfThatClass() async {
    let sut = makeSUT()
    sut.register(ReuseSpyCell.self, forCellReuseIdentifier: "Spy")

    let cell = sut.dequeueReusableCell(withIdentifier: "Spy", for: firstRow)

    XCTAssertTrue(cell is ReuseSpyCell, "got \(type(of: cell))")
  }

  func test_dequeue_registeredFactory_makesCellWithFactory() async {
    let sut = makeSUT()
    sut.register(forCellReuseIdentifier: "Prototype") {
      let cell = TableViewCell()
      cell.textLabel.text = "made by the factory"
      return cell
    }

    let cell = sut.dequeueReusableCell(withIdentifier: "Prototype", for: firstRow)

    XCTAssertEqual(cell.textLabel.text, "made by the factory")
  }

  func test_dequeue_newCell_hasReuseIdentifierSet() async {
    let sut = makeSUT()
    sut.register(TableViewCell.self, forCellReuseIdentifier: "ByClass")
    sut.register(forCellReuseIdentifier: "ByFactory") { TableViewCell() }

    let byClass = sut.dequeueReusableCell(withIdentifier: "ByClass", for: firstRow)
    let byFactory = sut.dequeueReusableCell(withIdentifier: "ByFactory", for: firstRow)

    XCTAssertEqual(byClass.reuseIdentifier, "ByClass")
    XCTAssertEqual(byFactory.reuseIdentifier, "ByFactory")
  }

  func test_dequeue_newCell_isNotPreparedForReuse() async {
    let sut = makeSUT()
    sut.register(ReuseSpyCell.self, forCellReuseIdentifier: "Spy")

    let cell = sut.dequeueReusableCell(withIdentifier: "Spy", for: firstRow)

    XCTAssertEqual((cell as? ReuseSpyCell)?.prepareForReuseCallCount, 0)
  }

  func test_dequeue_twiceWithEmptyPool_makesTwoCells() async {
    let sut = makeSUT()
    sut.register(TableViewCell.self, forCellReuseIdentifier: "Cell")

    let first = sut.dequeueReusableCell(withIdentifier: "Cell", for: firstRow)
    let second = sut.dequeueReusableCell(withIdentifier: "Cell", for: firstRow)

    XCTAssertFalse(first === second)
  }

  func test_register_sameIdentifierAgain_replacesRegistration() async {
    let sut = makeSUT()
    sut.register(TableViewCell.self, forCellReuseIdentifier: "Cell")

    sut.register(ReuseSpyCell.self, forCellReuseIdentifier: "Cell")

    XCTAssertTrue(sut.dequeueReusableCell(withIdentifier: "Cell", for: firstRow) is ReuseSpyCell)
    XCTAssertEqual(sut.registeredIdentifiers, ["Cell"])
  }

  func test_registeredIdentifiers_areSorted() async {
    let sut = makeSUT()

    sut.register(TableViewCell.self, forCellReuseIdentifier: "Item")
    sut.register(forCellReuseIdentifier: "Done") { TableViewCell() }
    sut.register(TableViewCell.self, forCellReuseIdentifier: "Header")

    XCTAssertEqual(sut.registeredIdentifiers, ["Done", "Header", "Item"])
  }

  func test_registeredIdentifiers_newTable_isEmpty() async {
    let sut = makeSUT()

    XCTAssertEqual(sut.registeredIdentifiers, [])
  }

  func test_cellMadeByHand_hasNoReuseIdentifier() async {
    let cell = TableViewCell()

    XCTAssertNil(cell.reuseIdentifier)
  }

  // MARK: - Helpers

  private let firstRow = IndexPath(row: 0, section: 0)

  private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> TableView {
    let sut = TableView()
    trackForMemoryLeaks(sut, file: file, line: line)
    return sut
  }
}
