import Testing

@testable import KitCore

@Suite("The option scanner: a command line sorted by the options a command declares")
struct ParsedLineTests {
  static let json: CommandOption<Bool> = .flag("--json", help: "as JSON")
  static let jobs: CommandOption<Int> = .number(
    "--jobs", "N", default: 4, takes: "a whole number, e.g. --jobs 2", help: "workers")
  static let score: CommandOption<Int?> = .number(
    "--score", "P", takes: "a whole number", help: "the least score")
  static let into: CommandOption<String?> = .word("--into", "FOLDER", help: "where")
  static let report: CommandOption<[String]> = .words(
    "--report", "F", takes: "a format, e.g. --report junit", help: "for tools")
  static let declaration = CommandDeclaration(
    name: "demo", arguments: "[NN…]", options: [json, jobs, score, into, report],
    summary: "a demo", about: "A demo.")

  @Test("flags, numbers, words and repeated words, and the rest as arguments")
  func sorts() throws {
    let line = try ParsedLine(
      ["03", "--json", "--jobs", "2", "--into", "x", "--report", "a", "05", "--report", "b"],
      for: Self.declaration)

    #expect(line.positionals == ["03", "05"])
    #expect(line[Self.json])
    #expect(line[Self.jobs] == 2)
    #expect(line[Self.score] == nil)
    #expect(line[Self.into] == "x")
    #expect(line[Self.report] == ["a", "b"])
  }

  @Test("an option left out has its declared default, or none")
  func defaults() throws {
    let line = try ParsedLine([], for: Self.declaration)

    #expect(!line[Self.json])
    #expect(line[Self.jobs] == 4)
    #expect(line[Self.into] == nil)
    #expect(line[Self.report].isEmpty)
  }

  @Test(
    "a wrong line says what the option takes, or that the command does not know it",
    arguments: [
      (["--jobs"], "--jobs takes a whole number, e.g. --jobs 2"),
      (["--jobs", "0"], "--jobs takes a whole number, e.g. --jobs 2"),
      (["--score", "many"], "--score takes a whole number"),
      (["--into"], "--into takes a folder"),
      (["--report"], "--report takes a format, e.g. --report junit"),
      (["--fast"], "kit demo does not know the option '--fast'"),
    ])
  func mistakes(arguments: [String], message: String) {
    #expect {
      try ParsedLine(arguments, for: Self.declaration)
    } throws: { error in
      "\(error)" == message
    }
  }
}
