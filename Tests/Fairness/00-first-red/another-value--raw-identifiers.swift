import Testing
// fairness: another-value
// expect: proven
// form: Swift 6.2 raw identifiers: a suite and a @Test named in backticks, with spaces, nested under the stage line
// why: three open chores must give exactly three, which the hard-coded 2 before the stage cannot answer; the names in backticks are how Swift Testing's docs now suggest naming tests.
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

  /// Scaffolding that cannot fail, given in test-first mode too: `setUp()` assigned `sut`
  /// a moment ago. It only proves that the test target builds and runs. In your own
  /// suites, delete it as soon as a real test exists (see the README, stage "template").
  func test_sut_isNotNil() {
    XCTAssertNotNil(sut, "setUp() should have made the system under test")
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

  // MARK: - Remaining count

  // Test-first: write each stage's test under its `// stage:` line, run kit check, and
  // watch it fail before you write the code. Keep the `// stage:` lines: they tell the
  // kit which of your tests belongs to which stage. Arrange with `makeChores(open:done:)`
  // or a list of your own, act by reading `remainingCount`, assert one value.

  // stage: hard-coded-two
  // TODO: a test that a list of two open chores has two remaining.
  func test_remainingCount_withTwoOpenChores_isTwo() throws {
    let sut = try XCTUnwrap(self.sut)
    sut.chores = makeChores(open: remainingOne)

    XCTAssertEqual(sut.remainingCount, remainingOne)
  }

  // stage: another-value
  // TODO: a test that a list of three open chores has three remaining.
  @Suite struct `Remaining count` {
    @Test func `three open chores leave three remaining`() {
      let list = ChoreList()
      list.chores = [Chore(title: "Sweep"), Chore(title: "Dust"), Chore(title: "Mop")]

      #expect(list.remainingCount == 3)
    }
  }

  // stage: done-chores-left-out
  // TODO: a test that done chores are not remaining, wherever they stand in the list.
}
