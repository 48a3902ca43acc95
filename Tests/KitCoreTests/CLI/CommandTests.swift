import Testing

@testable import KitCore

@Suite("Parsing the kit command line")
struct CommandTests {
  @Test(
    "understands every command",
    arguments: [
      ([], Command.overview),
      (["list"], .list),
      (["hint", "03"], .hint(exercise: "03")),
      (["verify"], .verify(exercises: [], timeoutSeconds: 300)),
      (
        ["verify", "03", "05", "--timeout", "60"],
        .verify(exercises: ["03", "05"], timeoutSeconds: 60)
      ),
      (["--help"], .help(topic: nil)),
      (["help", "verify"], .help(topic: "verify")),
      (["verify", "--help"], .help(topic: "verify")),
    ])
  func parses(arguments: [String], expected: Command) throws {
    #expect(try Command.parse(arguments) == expected)
  }

  @Test(
    "says what was expected when the line is wrong",
    arguments: [
      (["frobnicate"], "unknown command 'frobnicate'"),
      (["hint"], "kit hint takes one exercise id"),
      (["list", "extra"], "kit list takes no arguments"),
      (["verify", "--timeout", "soon"], "--timeout takes a whole number"),
      (["verify", "--fast"], "does not know the option '--fast'"),
    ])
  func rejects(arguments: [String], message: String) {
    #expect {
      try Command.parse(arguments)
    } throws: { error in
      "\(error)".contains(message)
    }
  }
}
