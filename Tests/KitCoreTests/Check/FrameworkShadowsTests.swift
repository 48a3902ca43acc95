import Foundation
import Testing

@testable import KitCore

/// Issue 32: a learner's `Tests/FirstRedTests/Helpers.swift` declaring a `func
/// XCTAssertEqual` that checks nothing turned exercise 00 green on the starter, the kit's
/// tests untouched. A declaration that takes a framework's name is found in any learner
/// file, by what it declares, never by words in comments or strings.
@Suite("Declarations that shadow the test frameworks' names")
struct FrameworkShadowsTests {
  func names(_ source: String, at path: String = "Tests/FirstRedTests/Helpers.swift")
    -> [String]
  {
    FrameworkShadows.find(in: [path: source]).map(\.name)
  }

  @Test("a no-op XCTAssertEqual beside the kit's tests is found, with its file and line")
  func noOpAssertion() {
    let source = """
      import XCTest

      func XCTAssertEqual<T>(
        _ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T,
        _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
      ) {}
      """

    let shadows = FrameworkShadows.find(in: ["Tests/FirstRedTests/Helpers.swift": source])

    #expect(
      shadows == [
        FrameworkShadows.Shadow(
          file: "Tests/FirstRedTests/Helpers.swift", line: 3, name: "XCTAssertEqual")
      ])
    let sentence = FrameworkShadows.sentence(shadows)
    #expect(sentence.contains("Tests/FirstRedTests/Helpers.swift:3"), "\(sentence)")
    #expect(sentence.contains("XCTAssertEqual"), "\(sentence)")
  }

  @Test("every way to take XCTest's or Swift Testing's names is found, in tests and code")
  func everyForm() {
    let source = """
      func `XCTFail`(_ message: String = "") {}
      let XCTAssertTrue = { (_: Bool) in }
      var x = 1, XCTAssertNil = { (_: Any?) in }
      typealias XCTestCase = Lenient
      struct Test {}
      enum Testing {}
      func __checkValue() {}
      @freestanding(expression) macro expect(_ condition: Bool) = #externalMacro(module: "M", type: "T")
      extension Issue {
        static func record(_ comment: Comment? = nil) {}
      }
      extension XCTestCase {
        func wait(for expectations: [XCTestExpectation], timeout: Double) {}
      }
      class Lenient: XCTestCase {
        override func recordFailure(withDescription d: String, inFile f: String, atLine l: Int, expected e: Bool) {}
      }
      func == (lhs: Int, rhs: Int) -> Bool { true }
      """

    #expect(
      names(source) == [
        "XCTFail", "XCTAssertTrue", "XCTAssertNil", "XCTestCase", "Test", "Testing",
        "__checkValue", "expect", "Issue.record", "XCTestCase.wait", "recordFailure", "==",
      ])
    #expect(
      names("public func XCTAssertEqual(_ a: Int, _ b: Int) {}", at: "Sources/M/A.swift")
        == ["XCTAssertEqual"])
  }

  @Test("calls, comments, strings, helpers and the learner's own types are not shadows")
  func notShadows() {
    let source = """
      import XCTest
      // func XCTAssertEqual() {} was a bad idea
      let note = "func XCTFail() {}"
      func expect(_ value: Int) -> Int { value }
      struct ConfirmationDummy {}
      extension XCTestCase {
        func makeSUT() -> Int { 3 }
      }
      extension Tag {
        @Tag static var slow: Self
      }
      struct Money: Equatable {
        var cents: Int
        static func == (lhs: Money, rhs: Money) -> Bool { lhs.cents == rhs.cents }
      }
      final class CountTests: XCTestCase {
        override func setUp() async throws {}
        func test_counts() { XCTAssertEqual(makeSUT(), 3); #expect(expect(3) == 3) }
      }
      """

    #expect(names(source).isEmpty)
    #expect(
      names("func == (lhs: Money, rhs: Money) -> Bool { true }", at: "Sources/M/A.swift").isEmpty)
  }
}

@Suite("The guided check with a framework's name declared by the learner")
struct ShadowedCheckTests {
  @Test("every pass is taken back and Next names the file, the line and the declaration")
  func guidedRefuses() throws {
    let exercise = try #require(ManifestFixtures.exercise)
    let passing = TestRun(
      outcomes: Dictionary(uniqueKeysWithValues: exercise.testsInOrder.map { ($0, .passed) }))
    var report = CheckReport(
      exercise: exercise, run: passing, declared: [:], history: ExerciseState())
    #expect(report.isGreen)

    report.markShadowed([
      FrameworkShadows.Shadow(
        file: "Tests/AnswerTests/Helpers.swift", line: 3, name: "XCTAssertEqual")
    ])

    let text = report.text(root: "/kit", timeout: 30)
    #expect(!report.isGreen)
    #expect(report.passedCount == 0)
    #expect(text.contains("Tests/AnswerTests/Helpers.swift:3: XCTAssertEqual"), "\(text)")
    #expect(text.contains("≠ not judged"), "\(text)")
  }
}

@Suite("The kit's own exercises and solutions take no framework's name")
struct NoShadowsShippedTests {
  @Test("no starter, test or solution file declares a name the check refuses")
  func shippedFilesPass() throws {
    let root = WorkshopTools.packageRoot
    var found: [FrameworkShadows.Shadow] = []
    for parent in ["Exercises", "Solutions"] {
      let folders = try FileManager.default.contentsOfDirectory(
        at: root.appending(path: parent), includingPropertiesForKeys: nil)
      for folder in folders { found += FrameworkShadows.find(inExerciseAt: folder) }
    }
    #expect(found.isEmpty)
  }
}
