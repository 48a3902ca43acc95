import Testing

@testable import KitCore

@Suite("The tests a learner wrote, found by name in a run")
struct WrittenTestsTests {
  @Test("a raw identifier's id, as Swift Testing reports it, names the declared function")
  func rawIdentifierIds() {
    #expect(
      WrittenTests.functionName(of: "`Chore list`/`three (of them) remain`()")
        == "three (of them) remain")
    #expect(WrittenTests.functionName(of: "TallyTests/countsOne()") == "countsOne")
    #expect(WrittenTests.functionName(of: "TallyTests/test_x") == "test_x")
    let outcomes: [String: TestOutcome] = ["`Chore list`/`three remain`()": .passed]
    #expect(
      WrittenTests.ids(named: ["three remain"], in: outcomes) == ["`Chore list`/`three remain`()"])
  }

  @Test("a test named in backticks is declared under its raw name")
  func declaredRawIdentifier() {
    let source = """
      @Test func `three open chores leave three remaining`() {}
      func test_plain() {}
      """
    #expect(
      WrittenTests.declared(in: source) == [
        "three open chores leave three remaining", "test_plain",
      ])
  }
}
