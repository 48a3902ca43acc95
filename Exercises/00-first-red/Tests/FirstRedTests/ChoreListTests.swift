import XCTest

@testable import FirstRed

/// The walkthrough's tests, in the sections of the kit's test template.
///
/// The template itself is `Template/TestTemplate.swift.txt`, ready to copy.
///
/// XCTest makes a fresh instance of this class for every test method, so each test gets
/// its own `sut` from `setUp()`; `tearDown()` releases it because XCTest keeps those
/// instances alive until the whole run ends.
final class ChoreListTests: XCTestCase {

  // MARK: - Fixed inputs

  /// Two different expected answers, neither 0 nor 1.
  ///
  /// A default value cannot pass either of them, and a hard-coded answer cannot pass both.
  private let remainingOne = 2
  private let remainingAnother = 3

  // MARK: - What every test gets

  private var sut: ChoreList?

  // MARK: - Making and dropping it

  override func setUp() {
    super.setUp()
    makeSut()
  }

  override func tearDown() {
    dropSut()
    super.tearDown()
  }

  private func makeSut() {
    sut = ChoreList()
  }

  private func dropSut() {
    sut = nil
  }

  // MARK: - Scaffolding

  /// Scaffolding that cannot fail: `setUp()` assigned `sut` a moment ago. It only proves
  /// that the test target builds and runs. In your own suites, delete it as soon as a
  /// real test exists (see the README, stage "template").
  func test_sut_isNotNil() {
    XCTAssertNotNil(sut, "setUp() should have made the system under test")
  }

  // MARK: - Remaining count

  func test_remainingCount_withTwoOpenChores_isTwo() throws {
    // Arrange
    let sut = try XCTUnwrap(self.sut)
    sut.chores = makeChores(open: remainingOne)

    // Act
    let remaining = sut.remainingCount

    // Assert
    XCTAssertEqual(remaining, remainingOne)
  }

  func test_remainingCount_withThreeOpenChores_isThree() throws {
    // Arrange
    let sut = try XCTUnwrap(self.sut)
    sut.chores = makeChores(open: remainingAnother)

    // Act
    let remaining = sut.remainingCount

    // Assert
    XCTAssertEqual(remaining, remainingAnother)
  }

  func test_remainingCount_withDoneChores_leavesThemOut() throws {
    // Arrange
    let sut = try XCTUnwrap(self.sut)
    sut.chores = makeChores(open: remainingAnother, done: 2)

    // Act
    let remaining = sut.remainingCount

    // Assert
    XCTAssertEqual(remaining, remainingAnother)
  }

  /// The kit's addition. `makeChores` puts the done chores last, so code that stops
  /// counting at the first done chore passes the test above; here one comes first.
  func test_remainingCount_withADoneChoreFirst_countsTheOpenOnesAfterIt() throws {
    // Arrange
    let sut = try XCTUnwrap(self.sut)
    sut.chores = [
      Chore(title: "Water the plants", isDone: true), Chore(title: "Take out the bins"),
      Chore(title: "Fold the laundry"), Chore(title: "Mop the floor", isDone: true),
      Chore(title: "Feed the cat"),
    ]

    // Act
    let remaining = sut.remainingCount

    // Assert
    XCTAssertEqual(remaining, remainingAnother)
  }

  // MARK: - Doubles only this suite uses

  // Nothing yet: a ChoreList talks to no other object. Exercise 10 fills this section
  // with a presenter double.

  // MARK: - Helpers

  /// Makes `open` chores that are not done, followed by `done` chores that are.
  private func makeChores(open: Int, done: Int = 0) -> [Chore] {
    let openChores = (0..<open).map { Chore(title: "Open chore \($0 + 1)") }
    let doneChores = (0..<done).map { Chore(title: "Done chore \($0 + 1)", isDone: true) }
    return openChores + doneChores
  }
}
