import Testing

@testable import KitCore

@Suite("A test-first file's stage sections")
struct StageSectionsTests {
  let source = """
    import Testing

    struct TallyTests {
      var tally = Tally()

      // stage: adding
      @Test func addsOne() {}
      @Test func addsTwo() {}

      // stage: clearing
      // TODO: a test that clear goes back to zero.
      @Test func clears() {}

      private func helper() {}
    }
    """

  @Test("each test belongs to the stage whose line is above it")
  func testsPerStage() {
    let sections = StageSections(source)

    #expect(sections.stages == ["adding", "clearing"])
    #expect(sections.tests(of: "adding") == ["addsOne", "addsTwo"])
    #expect(sections.tests(of: "clearing") == ["clears"])
    #expect(sections.tests(of: "missing").isEmpty)
  }

  @Test("a stage's trial keeps the sections up to its own and the type's closing brace")
  func throughAStage() {
    let cut = StageSections(source).through("adding")

    #expect(cut.contains("@Test func addsTwo() {}"))
    #expect(!cut.contains("clears"))
    #expect(!cut.contains("helper"))
    #expect(cut.hasSuffix("}"))
    #expect(StageSections(source).through("clearing") == source)
  }

  @Test("a file without stage lines has no sections")
  func noMarkers() {
    #expect(StageSections("struct T {\n  @Test func a() {}\n}").stages.isEmpty)
  }
}

@Suite("Choosing the mode")
struct LearningModeTests {
  @Test("kit start takes --test-first or --guided, or neither for the room's default")
  func parsing() throws {
    #expect(
      try Command.parse(["start", "03", "--test-first"]) == .start(exercise: "03", mode: .testFirst)
    )
    #expect(
      try Command.parse(["start", "03", "--guided"]) == .start(exercise: "03", mode: .guided))
    #expect(try Command.parse(["start", "03"]) == .start(exercise: "03", mode: nil))
    #expect(throws: UsageError.self) {
      try Command.parse(["start", "03", "--test-first", "--guided"])
    }
  }

  @Test("the room's default comes from TDDKIT_MODE; an unknown word is an error, not a guess")
  func roomDefault() throws {
    #expect(try LearningMode.roomDefault(environment: [:]) == nil)
    #expect(try LearningMode.roomDefault(environment: ["TDDKIT_MODE": "test-first"]) == .testFirst)
    #expect(try LearningMode.roomDefault(environment: ["TDDKIT_MODE": "guided"]) == .guided)
    #expect(throws: UsageError.self) {
      try LearningMode.roomDefault(environment: ["TDDKIT_MODE": "testfirst"])
    }
  }
}
