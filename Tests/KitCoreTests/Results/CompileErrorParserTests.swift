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
}
