import Testing

@testable import KitCore

@Suite("The examples a test spells out, for a chaff to fake")
struct ExampleLiteralsTests {
  @Test("strings: those on asserting lines first, then the rest; none from comments")
  func strings() {
    let source = #"""
      let item = ToDoItem(title: "Walk the dog")  // not "Buy milk"
      XCTAssertEqual(item.title, "Walk the dog", "the title")
      #expect(other.title == "Feed \"the\" cat")
      let greeting = "Hi \(name)"
      let empty = ""
      """#

    #expect(
      ExampleLiterals.find(.string, in: source) == ["Walk the dog", #"Feed \"the\" cat"#])
  }

  /// A fresh learner's sixteenth try, 06 row 12 and 01 row 30: an `XCTUnwrap` message and an
  /// `accuracy:` were planted as a hard-coded title and timestamp, taking the slots of the
  /// values the test expects.
  @Test("an assertion's message, comment or accuracy is no example; a value inside a call is")
  func messagesAreNoExamples() {
    let strings = #"""
      let cell = try XCTUnwrap(Self.sharedCell, "run test_a first")
      #expect(cell.title == "Walk the dog", "the title shows")
      let place = try #require(item.location, "no place")
      XCTAssertNil(item.location, "no place yet")
      XCTAssertEqual(label(for: "Shop").text, "Shop", "named")
      XCTFail("never here")
      """#
    #expect(ExampleLiterals.find(.string, in: strings) == ["Walk the dog", "Shop"])
    let numbers = """
      XCTAssertEqual(try XCTUnwrap(item.timestamp), 1_700_000_000, accuracy: 0.001)
      #expect(abs(stamp - 42) < 0.5)
      XCTAssertEqual(rows(in: 1), 2, file: #file, line: 12)
      """
    #expect(
      ExampleLiterals.find(.number, in: numbers) == ["1_700_000_000", "42", "0.5", "1", "2"])
  }

  @Test("numbers: integers and decimals as written, not digits inside names or members")
  func numbers() {
    let source = """
      let place = Coordinate(latitude: 52.52, longitude: -13.405)
      XCTAssertEqual(rows, 3)
      let item2 = items[0]
      let tuple = pair.1
      let big = 1_000
      """

    #expect(ExampleLiterals.find(.number, in: source) == ["3", "52.52", "-13.405", "0", "1_000"])
    #expect(ExampleLiterals.find(.number, in: "XCTAssertEqual(a - 1, -2)") == ["1", "-2"])
  }

  @Test("at most the limit, each once")
  func limit() {
    let source = "XCTAssertEqual(a, 1); XCTAssertEqual(b, 1); XCTAssertEqual(c, 2); x = 3"

    #expect(ExampleLiterals.find(.number, in: source, limit: 2) == ["1", "2"])
  }
}

@Suite("The examples a test names, for a chaff to fake the value it observes")
struct NamedExampleTests {
  @Test("a constant declared above the stage lines, named on the asserting line")
  func constantAboveTheStages() {
    let file = """
      final class ItemManagerTests: XCTestCase {
        private let addedCount = 3
        private let title = "Buy milk"
        private let latitude = -52.5
      }
      """
    let section = """
      func test_add_countsTheItems() {
        for index in 0..<addedCount { sut.add(ToDoItem(title: "\\(index)")) }
        XCTAssertEqual(sut.toDoCount, addedCount)
        XCTAssertEqual(sut.item(at: 0).title, title)
        XCTAssertEqual(place.latitude, latitude)
      }
      """

    #expect(
      ExampleLiterals.find(.number, in: section, context: file) == ["3", "0", "-52.5"])
    #expect(ExampleLiterals.find(.string, in: section, context: file) == ["Buy milk"])
    #expect(ExampleLiterals.find(.number, in: section).isEmpty == false)
    #expect(!ExampleLiterals.find(.number, in: section).contains("3"))
  }

  @Test("a computed count: the number of items a list literal holds")
  func computedCount() {
    let file =
      "final class T: XCTestCase {\n  private let fixtures = [\n    milk,\n    dog,\n  ]\n}"
    let section = """
      func test_add_threeItems() {
        let items = [milk, dog, bins]
        items.forEach { sut.add($0) }
        XCTAssertEqual(sut.toDoCount, items.count)
        XCTAssertEqual(other.toDoCount, fixtures.count)
        XCTAssertEqual(third.toDoCount, [milk, dog, bins, ToDoItem(title: "a, b")].count)
      }
      """

    #expect(ExampleLiterals.find(.number, in: section, context: file) == ["3", "2", "4"])
  }

  @Test("a parameter list's values, and a name in backticks is no number")
  func parameterList() {
    let section = """
      @Test(arguments: [2, 3])
      func `adds 7 items`(count: Int) {
        #expect(manager(adding: count).toDoCount == count)
      }
      """

    #expect(ExampleLiterals.find(.number, in: section, context: "") == ["2", "3"])
    let named = """
      @Test(arguments: Self.counts)
      func adds(count: Int) {
        #expect(manager(adding: count).toDoCount == count)
      }
      """
    #expect(
      ExampleLiterals.find(.number, in: named, context: "static let counts = [4, 5]")
        == ["4", "5"])
  }

  @Test("a test's or suite's display name is no example; its arguments are")
  func displayNames() {
    let section = """
      @Suite("The list of rows")
      struct Rows {
        @Test("each row shows its own item's title", arguments: ["Buy milk", "Walk the dog"])
        func title(of text: String) {
          #expect(cell(for: text).title == text)
        }
        @Test(
          "the count follows the items")
        func count() {}
      }
      """

    #expect(ExampleLiterals.find(.string, in: section) == ["Buy milk", "Walk the dog"])
  }
}
