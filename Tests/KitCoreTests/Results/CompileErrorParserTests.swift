import Testing

@testable import KitCore

@Suite("Compile errors in build output")
struct CompileErrorParserTests {
  @Test("picks file, line and message out of the compiler's error lines")
  func parsesErrorLines() {
    let output = """
      [3/8] Compiling DataProvider ItemListDataProvider.swift
      /w/Sources/DataProvider/ItemListDataProvider.swift:12:9: error: cannot find 'itemManager' in scope
      /w/Sources/DataProvider/ItemListDataProvider.swift:14:3: warning: variable 'x' was never used
      """

    let errors = CompileErrorParser.errors(in: output)

    #expect(
      errors == [
        CompileError(
          file: "/w/Sources/DataProvider/ItemListDataProvider.swift", line: 12,
          message: "cannot find 'itemManager' in scope")
      ])
  }

  @Test("reports each error once and at most the limit")
  func deduplicatesAndLimits() {
    let line = "/w/A.swift:1:1: error: boom"
    let output = ([line, line] + (2...20).map { "/w/A.swift:\($0):1: error: boom" })
      .joined(separator: "\n")

    let errors = CompileErrorParser.errors(in: output, limit: 3)

    #expect(errors.map(\.line) == [1, 2, 3])
  }

  @Test(
    "an error inside a macro's expansion is put on the line of the learner's file that uses the macro"
  )
  func macroExpansion() {
    // What Swift 6.3 prints for a `@Test(arguments:)` that reads a main-actor static.
    let output = """
      macro expansion @Test:16:26: error: main actor-isolated static property 'values' cannot be accessed from outside of the actor
      `- /w/Tests/MTests/T.swift:11:4: note: expanded code originates here
       6 |   static let values = [1, 2]
       7 |\u{20}
       8 |   @Test(arguments: values)
         |   `- note: in expansion of macro 'Test' on instance method 't(v:)' here
       9 |   func t(v: Int) {
      10 |     #expect(f() == v)
      11 |   }
         +--- macro expansion @Test ------------------------------------------
         |16 |   traits: [],arguments: {values},sourceLocation: Testing.SourceLocation(line: 8),
         |   |                          `- error: main actor-isolated static property 'values' cannot be accessed from outside of the actor
         +--------------------------------------------------------------------
      12 | }
      """

    let errors = CompileErrorParser.errors(in: output)

    #expect(
      errors == [
        CompileError(
          file: "/w/Tests/MTests/T.swift", line: 8,
          message:
            "main actor-isolated static property 'values' cannot be accessed from outside of the actor"
        )
      ])
  }

  @Test("without the use's line, the expansion's origin is the place")
  func macroExpansionOrigin() {
    let output = """
      macro expansion #expect:3:7: error: boom
      `- /w/Tests/MTests/T.swift:21:5: note: expanded code originates here
      """

    #expect(
      CompileErrorParser.errors(in: output) == [
        CompileError(file: "/w/Tests/MTests/T.swift", line: 21, message: "boom")
      ])
  }
}
