import Testing

@testable import KitCore

@Suite("A failure's message on one line, for a verdict to quote")
struct FailureSummaryTests {
  @Test("an expectation written over several lines is quoted whole, not cut at its first line")
  func multiLineExpectation() {
    let message = """
      Expectation failed: (messages → []) == ([
            "title",
            "date",
          ] → ["title", "date"])
      ± removed ["title", "date"]
      """

    #expect(
      FailureSummary.oneLine(message)
        == #"Expectation failed: (messages → []) == (["title", "date"] → ["title", "date"])"#)
  }

  @Test("a one-line message is kept as it is, and a bracket inside a string does not count")
  func oneLine() {
    #expect(
      FailureSummary.oneLine("XCTAssertEqual failed: (\"(\") is not equal to (\"]\")\nmore")
        == "XCTAssertEqual failed: (\"(\") is not equal to (\"]\")")
    #expect(FailureSummary.oneLine("") == "")
    let long = "XCTAssertEqual failed: (\"\(String(repeating: "a", count: 300))\")"
    #expect(FailureSummary.oneLine(long + "\nmore") == long)
  }

  @Test("an expression that never closes is quoted up to a bound, with an ellipsis")
  func bounded() {
    let message = "Expectation failed: (a == [\n" + String(repeating: "  1,\n", count: 200)
    let summary = FailureSummary.oneLine(message)

    #expect(summary.count <= FailureSummary.limit)
    #expect(summary.hasPrefix("Expectation failed: (a == [1, 1,"))
    #expect(summary.hasSuffix("…"))
  }
}
