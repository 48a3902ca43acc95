import Foundation
import Testing

@testable import KitCore

@Suite("xUnit XML from swift test")
struct XUnitParserTests {
  @Test("reads passes and failures of both frameworks, without the module prefix")
  func readsOutcomes() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites><testsuite name="TestResults" tests="3" failures="1">
      <testcase classname="PTests.Alpha" name="test_two" time="0.07"></testcase>
      <testcase classname="PTests.Beta" name="adds()" time="0.001">
        <failure message="Expectation failed: (1 + 1 &#8594; 2) == 3 (error)" />
      </testcase>
      </testsuite></testsuites>
      """

    let outcomes = try #require(XUnitParser.outcomes(in: Data(xml.utf8), testModule: "PTests"))

    #expect(outcomes["Alpha/test_two"] == .passed)
    #expect(
      outcomes["Beta/adds()"] == .failed(messages: ["Expectation failed: (1 + 1 → 2) == 3"])
    )
  }

  @Test("answers nil for a file that is not XML")
  func rejectsGarbage() {
    #expect(XUnitParser.outcomes(in: Data("not <xml".utf8), testModule: "P") == nil)
  }
}
