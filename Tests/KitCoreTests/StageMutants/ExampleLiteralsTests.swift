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
      ExampleLiterals.find(.string, in: source) == [
        "Walk the dog", "the title", #"Feed \"the\" cat"#,
      ])
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
