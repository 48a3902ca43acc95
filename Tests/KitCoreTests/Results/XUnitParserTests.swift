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

  /// A fresh learner's eighth try, 11 row 40: Swift Testing 6.3 writes a raw identifier's
  /// quotes into the attribute unescaped, the file was not XML, and the passing test was
  /// left out of the learner's run.
  @Test("a raw identifier's unescaped quotes in Swift Testing's file are read as the name")
  func quotesInARawIdentifier() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites>
        <testsuite name="TestResults" errors="0" tests="2" failures="1" skipped="0" time="0.002">
          <testcase classname="QTests.Shows" name="`view created shows "To Do" once`()" time="0.0003" />
          <testcase classname="QTests.Shows" name="after()" time="0.0011" >
            <failure message="Expectation failed: (x &#8594; 1) == 2 (error)" />
          </testcase>
        </testsuite>
      </testsuites>
      """
    let outcomes = try #require(XUnitParser.outcomes(in: Data(xml.utf8), testModule: "QTests"))

    #expect(outcomes["Shows/`view created shows \"To Do\" once`()"] == .passed, "\(outcomes)")
    #expect(outcomes["Shows/after()"] == .failed(messages: ["Expectation failed: (x → 1) == 2"]))
  }

  @Test("answers nil for a file that is not XML")
  func rejectsGarbage() {
    #expect(XUnitParser.outcomes(in: Data("not <xml".utf8), testModule: "P") == nil)
  }
}
