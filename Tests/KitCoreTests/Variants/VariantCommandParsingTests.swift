import Testing

@testable import KitCore

@Suite("Parsing kit materialise and kit author")
struct VariantCommandParsingTests {
  @Test("materialise takes an exercise, a variant and where to put it")
  func materialise() throws {
    #expect(
      sameCommand(
        try CommandRegistry.kit.parse(["materialise", "03", "stage:to-do-rows", "--into", "/tmp/x"]
        ),
        MaterialiseCommand(
          exercise: "03", variant: .stage("to-do-rows"), into: "/tmp/x", withYourTests: false)))
    #expect(
      sameCommand(
        try CommandRegistry.kit.parse(["materialize", "03", "mutant:m", "--with-your-tests"]),
        MaterialiseCommand(exercise: "03", variant: .mutant("m"), into: nil, withYourTests: true)))
  }

  @Test("author takes mutant or stage, an exercise, an id and the edited folder")
  func author() throws {
    #expect(
      sameCommand(
        try CommandRegistry.kit.parse(["author", "mutant", "03", "m", "--from", "copy"]),
        AuthorCommand(kind: "mutant", exercise: "03", id: "m", from: "copy")))
  }

  @Test("a variant that is not starter, solution, stage:ID or mutant:ID is a usage error")
  func badVariant() {
    #expect(throws: UsageError.self) {
      try CommandRegistry.kit.parse(["materialise", "03", "snapshot"])
    }
    #expect(throws: UsageError.self) {
      try CommandRegistry.kit.parse(["author", "stage", "03", "x"])
    }
  }
}
